/**
 * Exact versions an exported project installs: the lines Kiln itself builds and tests generated
 * code with (the repository's own Angular 21.2, React 19, Vite, Vitest). A test keeps them equal
 * to the installed packages.
 */
export const ANGULAR_VERSION = '21.2.26';
export const ANGULAR_TOOLING_VERSION = '21.2.26';
export const RXJS_VERSION = '7.8.2';
export const TSLIB_VERSION = '2.9.1';
export const TYPESCRIPT_VERSION = '5.9.3';
export const REACT_VERSION = '19.3.1';
export const REACT_TYPES_VERSION = '19.3.0';
export const VITE_VERSION = '8.3.8';
export const VITE_REACT_PLUGIN_VERSION = '6.3.0';
export const VITEST_VERSION = '4.1.12';
export const JSDOM_VERSION = '27.4.0';
export const TESTING_LIBRARY_REACT_VERSION = '16.3.3';
export const STORYBOOK_VERSION = '10.6.7';
export const REACT_ROUTER_VERSION = '7.18.4';
