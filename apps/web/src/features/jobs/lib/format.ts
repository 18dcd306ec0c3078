/** The non-empty lines of a multi-line text (job descriptions, requirements, benefits). */
export { textLines } from '@/lib/text-lines';
