// The bench's baseline only (`npm run bench -- web-vitals`, built with DOORKEEP_CLIENT_RENDERED=1): every page,
// the marketing pages included, rendered in the browser from an empty shell, as a plain client-rendered React app
// would. The production build never includes this entry.
import '@/lib/zod-jitless';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { authPart } from '@/app/backend/auth';
import { submissionsPart } from '@/app/backend/submissions';
import { WithBackend } from '@/app/backend/with-backend';
import { PageLayout } from '@/app/layouts/page-layout';
import { matchPage } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
const { pathname } = window.location;
const matched = matchPage(pathname);

if (matched) {
  const { route, params } = matched;
  void route.load().then(({ default: Page }) =>
    root.render(
      <StrictMode>
        <WithBackend make={() => ({ ...authPart(), ...submissionsPart() })}>
          <PageLayout pathname={pathname}>
            <Page params={params} />
          </PageLayout>
        </WithBackend>
      </StrictMode>,
    ),
  );
} else {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
