import { startFrame } from './frame';
import { REACT_MODULES, reactRuntime } from './react-runtime';

startFrame(reactRuntime(REACT_MODULES));
