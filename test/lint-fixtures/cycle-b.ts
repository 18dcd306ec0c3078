import { a } from './cycle-a';

export const b = () => (Math.random() > 2 ? a() : 0);
