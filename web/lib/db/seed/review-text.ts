/**
 * Review copy. Placeholders: {course}, {trainer} (first name), {highlight} (a phrase from the course data).
 * Texts are grouped by the rating they fit so the words never contradict the stars.
 */
export const PRAISE = [
  '{trainer} is incredibly patient. I especially enjoyed {highlight}, and I finally feel confident about {course}.',
  'I joined the {course} batch after long office days and never felt lost. I would pay the fee just for {highlight}.',
  'Best decision I made this year. {trainer} corrects every small mistake and still keeps the class fun.',
  'Clear structure, small batch and recordings after every class. {Highlight} stood out for me.',
  'My daughter and I joined together. {trainer} explains each step twice and never rushes anyone.',
  'I had tried YouTube tutorials for months. Two weeks with {trainer} taught me more than all of them.',
  'Classes start on time and the homework is practical. {Highlight} changed how I practise.',
  'Very well organised {course} course. The WhatsApp group for doubts is answered the same day.',
  '{trainer} remembers where each student struggles and plans the next class around it. Highly recommended.',
  'As a complete beginner I was nervous, but {trainer} put me at ease from the first day. Loved {highlight}.',
  'Worth every rupee. I now practise daily and my family has noticed the difference.',
  'The demo class convinced me and the regular classes were even better. Thank you {trainer}!',
  'Flexible timings made it possible to attend from Kukatpally after work. My favourite part: {highlight}.',
  'I moved from the online batch to the offline one in Secunderabad and both were equally good.',
];

export const GOOD = [
  'Good course overall. {trainer} knows the subject well; I only wish the batch had fewer students.',
  'Solid content and friendly teaching. {Highlight} could have had one more class.',
  'I learnt a lot in {course}. The pace was slightly fast for me in the second month, but recordings helped.',
  'Nice experience. Sometimes the internet at the trainer\'s end dropped, but classes were always rescheduled.',
  'Helpful and practical. {trainer} gives honest feedback, which is exactly what I needed.',
];

export const MIXED = [
  'The course content is good, but the {course} batch was large so {trainer} could not correct everyone every class.',
  'Decent basics, though I expected more time on {highlight}.',
  'Timings changed twice in the first month, which was frustrating. The teaching itself is fine.',
  'Average experience. Good for absolute beginners, but I wanted more challenging material.',
];

export const POOR = [
  'The demo class was great but the regular classes felt rushed. I stopped after three weeks.',
  'Audio kept breaking during online sessions and recordings were shared late. Not worth the fee for me.',
  'Expected more personal attention; we rushed through {highlight} in a single class.',
  'Two classes were cancelled at short notice and it took a week to get a reply about the make-up class.',
];

/** Extra sentences by category, appended to some happy reviews so each area reads differently. */
export const CATEGORY_NOTES: Record<string, string[]> = {
  Arts: [
    'My kids now ask to paint every evening instead of watching TV.',
    'I framed my first finished piece and it hangs in our living room.',
    'The material list was affordable and available at Abids.',
  ],
  'Dance and Music': [
    'I performed at our apartment Ganesh festival for the first time!',
    'My riyaz is finally regular thanks to the practice tracks.',
    'The weekly recordings let me see how much I have improved.',
  ],
  'Design Skills': [
    'I landed two freelance clients before the course even ended.',
    'My portfolio looks professional now and I got an interview call last week.',
    'The feedback on every assignment was detailed and honest.',
  ],
  'Health and Wellness': [
    'My back pain has reduced and I sleep much better.',
    'I have lost four kilos in two months without crash dieting.',
    'Morning classes set a calm tone for my whole day.',
  ],
  'Hobbies and Lifestyle': [
    'My family now requests a weekend special every Sunday.',
    'Our balcony is full of tomatoes and curry leaves this season.',
    'I finally use my camera in manual mode and love the results.',
  ],
  Technology: [
    'I cleared my first technical interview using what I built here.',
    'The projects are now on my GitHub and recruiters have noticed.',
    'Doubt-clearing sessions on weekends were extremely helpful.',
  ],
  'Languages and Communication': [
    'I can now speak in meetings without rehearsing every sentence.',
    'My IELTS speaking score went from 6 to 7.5.',
    'Chatting with my neighbours in their language has been a joy.',
  ],
};

export const FIRST_NAMES = [
  'Aarav', 'Aditya', 'Akhil', 'Akshay', 'Amrita', 'Anil', 'Anjali', 'Ankita', 'Arjun', 'Bhavana', 'Chaitanya',
  'Deepika', 'Dinesh', 'Gayatri', 'Gopi', 'Harika', 'Harsha', 'Isha', 'Jahnavi', 'Karthik', 'Keerthi', 'Lavanya',
  'Madhavi', 'Mahesh', 'Manasa', 'Manoj', 'Mounika', 'Naveen', 'Nandini', 'Nisha', 'Pavan', 'Prakash', 'Pranav',
  'Preethi', 'Priya', 'Rahul', 'Rajesh', 'Ramya', 'Ritika', 'Sahithi', 'Sai Kiran', 'Sameer', 'Sandeep', 'Sanjana',
  'Shreya', 'Shruti', 'Srinivas', 'Suresh', 'Swathi', 'Tanvi', 'Tarun', 'Uday', 'Varun', 'Vasudha', 'Vidya',
  'Vinay', 'Yamini', 'Zoya', 'Ayesha', 'Faizan', 'Joseph', 'Mary', 'Gurpreet', 'Harpreet',
];

export const LAST_NAMES = [
  'Reddy', 'Rao', 'Sharma', 'Naidu', 'Iyer', 'Patel', 'Gupta', 'Kumar', 'Chowdary', 'Verma', 'Nair', 'Menon',
  'Joshi', 'Desai', 'Kulkarni', 'Singh', 'Khan', 'Varma', 'Goud', 'Yadav', 'Pillai', 'Mukherjee', 'Das', 'Thomas',
  'Fernandes', 'Agarwal', 'Bhat', 'Hegde', 'Saxena', 'Malhotra',
];
