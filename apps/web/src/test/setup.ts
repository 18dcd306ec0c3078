import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 1 s by default; on a busy machine (two cores running the
// whole suite) a screen's first data can take longer to render.
configure({ asyncUtilTimeout: 5_000 });
