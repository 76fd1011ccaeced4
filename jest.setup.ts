import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s for what the user would see: on a busy machine (the whole suite on two
// cores) a render React does as a transition, such as the seat map (decision 76), can take more than the 1 s
// default. A test that passes waits no longer.
configure({ asyncUtilTimeout: 5000 });
