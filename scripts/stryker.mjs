// StrykerJS 10 declares Node >= 22 and its CLI refuses older versions when it is imported; this project stays on
// Node 20 (STYLE.md: vitest 5 and others need 22). Stryker's code runs fine on Node 20.19 here (the runs in the
// README's "Mutation tests" were made with it), so this launcher lets the CLI's version check pass and then runs
// the real CLI, arguments unchanged. Drop it when the project moves to Node 22.
const actual = Object.getOwnPropertyDescriptor(process, 'version');
Object.defineProperty(process, 'version', { value: 'v22.0.0', configurable: true });
const { StrykerCli } = await import('@stryker-mutator/core');
Object.defineProperty(process, 'version', actual);
new StrykerCli(process.argv).run();
