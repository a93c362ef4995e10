import { defineConfig } from 'docsite';

// Every key is described in the Config reference of docsite's README.
export default defineConfig({
  title: {{title}},
  description: {{description}},
{{languages}}});
