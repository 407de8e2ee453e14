import 'react';

// The Element Timing API's attribute (https://wicg.github.io/element-timing/): the browser reports when the element is
// painted. React passes it through to the DOM as written; its types do not list it yet.
declare module 'react' {
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
