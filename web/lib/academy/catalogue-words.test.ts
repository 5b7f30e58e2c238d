import { describe, expect, it } from 'vitest';
import { categoryNameIn, courseCategoryNameIn, courseInLanguage, trainerNameIn } from './catalogue-words';

const course = {
  courseName: 'Yoga',
  categoryName: 'Health and Wellness',
  courseTitle: 'Hatha Yoga Classes',
  courseHeading: 'Daily guided asana',
  textWhatToLearn: '<p>Asanas</p>',
  metaTitle: '',
  metaDescription: 'Yoga online',
  hindi: { courseHeading: 'रोज़ आसन', textWhatToLearn: '<p>आसन</p>', categoryName: 'स्वास्थ्य' },
};

describe('the catalogue in the page language', () => {
  it('a Hindi page shows the Hindi texts that were written and the English ones that were not; the name stays', () => {
    expect(courseInLanguage(course, 'hi')).toEqual({
      ...course,
      courseHeading: 'रोज़ आसन',
      textWhatToLearn: '<p>आसन</p>',
    });
    expect(courseInLanguage(course, 'hi').courseName).toBe('Yoga');
    expect(courseCategoryNameIn(course, 'hi')).toBe('स्वास्थ्य');
  });

  it('an English page, or a course without Hindi, shows the English', () => {
    expect(courseInLanguage(course, 'en')).toBe(course);
    const { hindi: _none, ...english } = course;
    expect(courseInLanguage(english, 'hi')).toBe(english);
    expect(courseCategoryNameIn(course, 'en')).toBe('Health and Wellness');
    expect(courseCategoryNameIn(english, 'hi')).toBe('Health and Wellness');
  });

  it('adds no field a card does not carry', () => {
    const card = { id: 1, courseName: 'Yoga', courseHeading: 'Daily guided asana', hindi: course.hindi };
    expect(courseInLanguage(card, 'hi')).toEqual({ ...card, courseHeading: 'रोज़ आसन' });
  });

  it('names categories and trainers in Hindi where they have a Hindi name', () => {
    expect(categoryNameIn({ category: 'Arts', hindi: { category: 'कला' } }, 'hi')).toBe('कला');
    expect(categoryNameIn({ category: 'Arts', hindi: { category: 'कला' } }, 'en')).toBe('Arts');
    expect(categoryNameIn({ category: 'Arts' }, 'hi')).toBe('Arts');
    expect(trainerNameIn({ trainerName: 'Aditi Sharma', hindi: { trainerName: 'अदिति शर्मा' } }, 'hi')).toBe(
      'अदिति शर्मा',
    );
    expect(trainerNameIn({ trainerName: 'Aditi Sharma' }, 'hi')).toBe('Aditi Sharma');
  });
});
