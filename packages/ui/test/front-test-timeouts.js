// Front tests wait for what a person would see (findBy*, waitFor). Testing Library gives up after
// 1 s by default; on the 2-core CI machine, with API tests and Chromium in the other workers, a
// first render can take longer than that (a Ready files list failed so once, not on behaviour).
// Speed is measured by the benches; a test only asks that the thing appears.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
