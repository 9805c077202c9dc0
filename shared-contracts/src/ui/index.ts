export * from './theme';
export * from './global-style';
export * from './button';
export * from './form-field';
export * from './layout';
export * from './use-layout';
export * from './carousel-arrows';
export * from './render-when-on-screen';
