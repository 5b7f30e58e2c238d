import { describe, expect, it } from 'vitest';
import { demoConfirmation, enrolmentConfirmation } from './confirmations';
import { otpMail } from './messages';

const demo = {
  to: 'asha@example.in',
  name: 'Asha',
  courseName: 'Guitar',
  trainerName: 'Ravi',
  city: 'Pune',
  courseUrl: 'https://academy.test/hi/course/dance-and-music/guitar',
  pickUrl: 'https://academy.test/hi/demo/abc',
};

describe('the learner’s mails in their language (issue 33)', () => {
  it('English stays as it was', () => {
    const mail = demoConfirmation(demo);
    expect(mail.subject).toBe('Your demo request for Guitar');
    expect(mail.text).toContain(
      'Hello Asha,\n\nThank you for asking for a demo class of Guitar. We have your request:\n\nCourse: Guitar\nTrainer: Ravi\nCity: Pune',
    );
    expect(mail.html).toContain('<html lang="en-IN">');
    expect(otpMail('a@example.in', 123456, 600).text).toMatch(
      /^Your verification code is 123456\.\n\nIt is valid for 10 minutes/,
    );
  });

  it('a Hindi page’s demo request, enrolment and code are mailed in Hindi, names and amounts as given', () => {
    const mail = demoConfirmation({ ...demo, locale: 'hi' });
    expect(mail.subject).toBe('Guitar के लिए आपका डेमो अनुरोध');
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('कोर्स: Guitar\nट्रेनर: Ravi\nशहर: Pune');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.html).toContain('Guitar पर लौटें');
    expect(mail.text).not.toMatch(/Thank you|Hello|What happens/);
    const enrolment = enrolmentConfirmation({
      ...demo,
      timing: '10:00 AM - 11:00 AM',
      slots: 'Mon',
      price: '₹1,499',
      locale: 'hi',
    });
    expect(enrolment.subject).toBe('Guitar में आपका नामांकन');
    expect(enrolment.text).toContain('कीमत: ₹1,499');
    expect(otpMail('a@example.in', 123456, 600, 'hi')).toMatchObject({
      subject: 'आपका सत्यापन कोड',
      text: expect.stringContaining('आपका सत्यापन कोड 123456 है।\n\nयह 10 मिनट तक मान्य है'),
    });
  });
});
