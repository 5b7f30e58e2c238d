import type { TrainerSeed } from './types';

/**
 * Trainers in insertion order: on a fresh database the first one gets id 1 (see facts.ts).
 * Languages deliberately mix arrays, comma strings and null because the contract allows all three.
 */
export const trainerSeeds: readonly TrainerSeed[] = [
  {
    name: 'Ananya Iyer', pronoun: 'She', photo: true, language: ['English', 'Tamil', 'Telugu'],
    about: 'Ananya is a senior disciple of the Kalakshetra tradition with over 15 years on stage across India and Singapore.',
    courses: ['Bharatanatyam', 'Kuchipudi', 'Carnatic Vocal'],
  },
  {
    name: 'Rohan Deshmukh', pronoun: 'He', photo: true, language: 'English, Hindi, Marathi',
    about: 'Rohan has played lead guitar with Hyderabad bands for a decade and holds a Trinity Grade 8 in keyboard.',
    courses: ['Guitar', 'Keyboard'],
  },
  {
    name: 'Lakshmi Narayanan', pronoun: 'She', photo: true, language: ['English', 'Tamil'],
    about: 'Lakshmi is an A-grade All India Radio artist who has taught Carnatic music for 20 years.',
    courses: ['Carnatic Vocal', 'Bharatanatyam'],
  },
  {
    name: 'Arvind Mishra', pronoun: 'He', photo: true, language: ['Hindi', 'English'],
    about: 'Arvind trained for twelve years under the Benaras gharana and performs regularly at Sawai Gandharva.',
    courses: ['Hindustani Vocal', 'Tabla'],
  },
  {
    name: 'Meera Kulkarni', pronoun: 'She', photo: true, language: 'Hindi, Marathi, English',
    about: 'Meera holds a Sangeet Visharad in Kathak and runs a dance studio in Banjara Hills.',
    courses: ['Kathak', 'Hindustani Vocal'],
  },
  {
    name: 'Sravani Reddy', pronoun: 'She', photo: true, language: ['Telugu', 'English', 'Hindi'],
    about: 'Sravani is a Kuchipudi soloist from Vijayawada who also teaches Telugu to new residents of Hyderabad.',
    courses: ['Kuchipudi', 'Telugu'],
  },
  {
    name: 'Kiran Kumar Goud', pronoun: 'He', photo: false, language: ['Telugu', 'Hindi'],
    about: 'Kiran is a session percussionist for Telugu films with a gentle, patient teaching style.',
    courses: ['Tabla', 'Keyboard'],
    noDescriptionFor: ['Keyboard'],
  },
  {
    name: 'Aditi Sharma', pronoun: 'She', photo: true, language: ['English', 'Hindi'],
    about: 'Aditi is a fine arts graduate from JNAFAU whose Madhubani work has been exhibited at Kalakriti Art Gallery.',
    courses: ['Madhubani Painting', 'Sketching', 'Watercolour Painting'],
  },
  {
    name: 'Farhan Qureshi', pronoun: 'He', photo: true, language: 'English, Urdu, Hindi',
    about: 'Farhan is a calligrapher and illustrator who has designed signage for heritage cafes in the Old City.',
    courses: ['Calligraphy', 'Sketching', 'Acrylic Painting'],
  },
  {
    name: 'Divya Menon', pronoun: 'She', photo: true, language: null,
    about: 'Divya learnt Tanjore painting in Thanjavur and has run craft workshops for schools for eight years.',
    courses: ['Tanjore Painting', 'Clay Modelling', 'Mehendi Design'],
  },
  {
    name: 'Vikram Rao', pronoun: 'He', photo: true, language: ['English', 'Telugu', 'Hindi'],
    about: 'Vikram is a product designer who has shipped apps used by millions at Hyderabad start-ups.',
    courses: ['UI/UX Design', 'Graphic Design with Canva', 'Adobe Photoshop'],
  },
  {
    name: 'Sneha Pillai', pronoun: 'She', photo: true, language: 'English, Malayalam',
    about: 'Sneha is a brand designer and motion artist who has worked with agencies in Bengaluru and Dubai.',
    courses: ['Graphic Design with Canva', 'Adobe Illustrator', 'Motion Graphics with After Effects'],
  },
  {
    name: 'Pooja Agarwal', pronoun: 'She', photo: true, language: ['English', 'Hindi'],
    about: 'Pooja is an NIFT graduate who designs both bridal wear and compact apartment interiors.',
    courses: ['Interior Design', 'Fashion Design'],
  },
  {
    name: 'Harish Bhat', pronoun: 'He', photo: true, language: ['English', 'Kannada', 'Hindi'],
    about: 'Harish is a certified yoga therapist trained at S-VYASA, Bengaluru, with 18 years of practice.',
    courses: ['Yoga', 'Pranayama', 'Meditation'],
  },
  {
    name: 'Kavya Reddy', pronoun: 'She', photo: true, language: 'English, Telugu',
    about: 'Kavya is a licensed Zumba instructor and certified Pilates trainer who coaches corporate wellness batches.',
    courses: ['Zumba', 'Aerobics', 'Pilates'],
  },
  {
    name: 'Shalini Verma', pronoun: 'She', photo: true, language: ['English', 'Hindi'],
    about: 'Shalini is a registered dietitian and mindfulness coach who has worked at a leading Hyderabad hospital.',
    courses: ['Nutrition and Diet Planning', 'Meditation', 'Yoga'],
  },
  {
    name: 'Sanjay Thakur', pronoun: 'He', photo: true, language: 'Hindi, English',
    about: 'Sanjay was a sous chef at a five-star hotel in Hyderabad before he began teaching home cooks.',
    courses: ['Cooking', 'Baking'],
  },
  {
    name: 'Arjun Nair', pronoun: 'He', photo: true, language: null,
    about: 'Arjun is a travel and food photographer whose work has appeared in national magazines.',
    courses: ['Photography', 'Gardening'],
  },
  {
    name: 'Padma Rao', pronoun: 'She', photo: true, language: ['Telugu', 'English'],
    about: 'Padma has grown organic vegetables on her Secunderabad terrace for 25 years and draws kolams every morning.',
    courses: ['Gardening', 'Kolam and Rangoli', 'Cooking'],
  },
  {
    name: 'Siddharth Mehta', pronoun: 'He', photo: true, language: ['English', 'Hindi', 'Gujarati'],
    about: 'Siddharth is a data engineer who has mentored over 2,000 learners in Python and analytics.',
    courses: ['Python Programming', 'Data Science', 'Excel for Business'],
  },
  {
    name: 'Ravi Teja Varma', pronoun: 'He', photo: true, language: 'English, Telugu',
    about: 'Ravi Teja is a senior full stack engineer and AWS-certified architect at a Hitech City product company.',
    courses: ['Full Stack Web Development', 'Java Programming', 'Cloud Computing with AWS'],
  },
  {
    name: 'Mohammed Imran', pronoun: 'He', photo: true, language: 'English, Hindi, Urdu',
    about: 'Imran is an ICPC regional finalist who has taught programming in engineering colleges for a decade.',
    courses: ['C++ Programming', 'Java Programming', 'Python Programming', 'Scratch Programming for Kids'],
  },
  {
    name: 'Neha Kapoor', pronoun: 'She', photo: true, language: ['English', 'Hindi', 'Punjabi'],
    about: 'Neha is a CELTA-certified trainer and Toastmasters Distinguished Toastmaster.',
    courses: ['Spoken English', 'IELTS', 'Public Speaking'],
  },
  {
    name: 'Sunitha Chowdary', pronoun: 'She', photo: true, language: ['Telugu', 'Hindi', 'English'],
    about: 'Sunitha taught languages at a Hyderabad CBSE school for 14 years before teaching adults online.',
    courses: ['Telugu', 'Hindi'],
  },
  {
    name: "Rachel D'Souza", pronoun: 'She', photo: true, language: ['English', 'French', 'Konkani'],
    about: 'Rachel studied at the Université de Lyon and is a DELF examiner.',
    courses: ['French', 'Spoken English'],
  },
  {
    name: 'Abhishek Banerjee', pronoun: 'He', photo: true, language: 'English, German, Bengali',
    about: 'Abhishek lived in Munich for six years and holds a Goethe-Zertifikat C1.',
    courses: ['German', 'IELTS'],
  },
  {
    name: 'Venkatesh Prasad', pronoun: 'He', photo: false, language: ['English', 'Telugu', 'Tamil'],
    about: 'Venkatesh is a FIDE-rated player and former debating champion who coaches at schools across Hyderabad.',
    courses: ['Chess', 'Public Speaking'],
    noDescriptionFor: ['Chess'],
  },
  {
    name: 'Ishita Ghosh', pronoun: 'She', photo: true, language: ['English', 'Bengali', 'Hindi'],
    about: 'Ishita is a machine learning engineer with a master\'s degree from IIIT Hyderabad.',
    courses: ['Data Science', 'Python Programming'],
  },
];
