/* The Mantine styles the wallet pages use beyond the crypto pages' own, loaded with their chunks (not the first load). */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Tooltip.css';
