// Screen tests render sections without the signed-in chunk that brings their English texts: every test has them.
import '../shared/i18n/signed-in-texts.ts';
