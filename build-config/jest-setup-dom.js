/**
 * Setup for every jsdom test project: jest-dom matchers, and the browser APIs
 * jsdom lacks but the router, Radix UI, sonner and the sidebar use.
 */
require('@testing-library/jest-dom');
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

if (typeof window !== 'undefined') {
  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  const elementProto = window.Element.prototype;
  if (!elementProto.hasPointerCapture) {
    elementProto.hasPointerCapture = () => false;
    elementProto.setPointerCapture = () => {};
    elementProto.releasePointerCapture = () => {};
  }
  if (!elementProto.scrollIntoView) {
    elementProto.scrollIntoView = () => {};
  }

  // jsdom's Blob has no arrayBuffer(), which browsers give every file; its FileReader reads the same bytes.
  if (!window.Blob.prototype.arrayBuffer) {
    window.Blob.prototype.arrayBuffer = function arrayBuffer() {
      return new Promise((resolve, reject) => {
        const reader = new window.FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }

  // Desktop by default; a test that needs the mobile layout replaces matchMedia itself.
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
}
