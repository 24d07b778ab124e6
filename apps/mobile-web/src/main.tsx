import { DEFAULT_LANGUAGE } from '@mweb/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyDocumentLanguage } from './app/document';
import './styles.css';

applyDocumentLanguage(document.documentElement, DEFAULT_LANGUAGE);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
