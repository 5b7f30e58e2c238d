import { z } from 'zod';

/** The longest page address a click may name: a course page's, with room to spare. */
export const CLICKED_PATH_MAX = 300;

/** A press of the "Chat on WhatsApp" button (issue 54): the path of the page it was pressed on. */
export const whatsappClickSchema = z
  .object({
    path: z
      .string({ error: 'Send the page the button was pressed on' })
      .max(CLICKED_PATH_MAX, 'Send the page the button was pressed on')
      .regex(/^\/[^\s]*$/, 'Send the page the button was pressed on'),
  })
  .strict();
