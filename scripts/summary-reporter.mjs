// Prints one plain closing line, "tests: N passed, N failed", after Vitest's own summary.
export default class SummaryReporter {
  onTestRunEnd(testModules) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++;
    }
    const tail = skipped ? `, ${skipped} skipped` : '';
    console.log(`\ntests: ${passed} passed, ${failed} failed${tail}`);
  }
}
