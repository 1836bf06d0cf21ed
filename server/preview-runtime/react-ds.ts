import * as designSystem from '@kiln/design-system';
import { startFrame } from './frame';
import { REACT_MODULES, reactRuntime } from './react-runtime';

// React written with Kiln's design system: React's packages and the design system's components.
startFrame(reactRuntime({ ...REACT_MODULES, '@kiln/design-system': designSystem }));
