import type { ReactNode } from 'react';
import './globals.css';

/** Every page lives under app/[locale], whose layout renders <html>; this one only passes through. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
