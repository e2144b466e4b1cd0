export { bundleProgram, type Program } from './bundle-program.ts';
