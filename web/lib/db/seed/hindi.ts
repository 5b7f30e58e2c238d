/**
 * The demo catalogue's Hindi (issue 33), by English name: every category and trainer has a Hindi name, and some
 * courses Hindi texts, so the Hindi pages show both what staff translated and the English where they did not.
 */
export const hindiCategoryNames: Record<string, string> = {
  Arts: 'कला',
  'Dance and Music': 'नृत्य और संगीत',
  'Design Skills': 'डिज़ाइन कौशल',
  'Health and Wellness': 'स्वास्थ्य और तंदुरुस्ती',
  'Hobbies and Lifestyle': 'शौक़ और जीवनशैली',
  'Languages and Communication': 'भाषाएँ और संवाद',
  Technology: 'टेक्नोलॉजी',
};

export const hindiTrainerNames: Record<string, string> = {
  'Ananya Iyer': 'अनन्या अय्यर',
  'Rohan Deshmukh': 'रोहन देशमुख',
  'Lakshmi Narayanan': 'लक्ष्मी नारायणन',
  'Arvind Mishra': 'अरविंद मिश्रा',
  'Meera Kulkarni': 'मीरा कुलकर्णी',
  'Sravani Reddy': 'श्रावणी रेड्डी',
  'Kiran Kumar Goud': 'किरण कुमार गौड़',
  'Aditi Sharma': 'अदिति शर्मा',
  'Farhan Qureshi': 'फ़रहान क़ुरैशी',
  'Divya Menon': 'दिव्या मेनन',
  'Vikram Rao': 'विक्रम राव',
  'Sneha Pillai': 'स्नेहा पिल्लई',
  'Pooja Agarwal': 'पूजा अग्रवाल',
  'Harish Bhat': 'हरीश भट',
  'Kavya Reddy': 'काव्या रेड्डी',
  'Shalini Verma': 'शालिनी वर्मा',
  'Sanjay Thakur': 'संजय ठाकुर',
  'Arjun Nair': 'अर्जुन नायर',
  'Padma Rao': 'पद्मा राव',
  'Siddharth Mehta': 'सिद्धार्थ मेहता',
  'Ravi Teja Varma': 'रवि तेजा वर्मा',
  'Mohammed Imran': 'मोहम्मद इमरान',
  'Neha Kapoor': 'नेहा कपूर',
  'Sunitha Chowdary': 'सुनीता चौधरी',
  "Rachel D'Souza": 'रेचल डिसूज़ा',
  'Abhishek Banerjee': 'अभिषेक बनर्जी',
  'Venkatesh Prasad': 'वेंकटेश प्रसाद',
  'Ishita Ghosh': 'इशिता घोष',
};

export type HindiCourseSeed = { title: string; heading: string; whatToLearn?: string };

export const hindiCourseTexts: Record<string, HindiCourseSeed> = {
  Guitar: {
    title: 'शुरुआती लोगों के लिए गिटार: अकूस्टिक और इलेक्ट्रिक',
    heading: 'आठ हफ़्तों में अपने पसंदीदा बॉलीवुड और अंग्रेज़ी गाने बजाइए।',
  },
  Yoga: {
    title: 'लचीलेपन और ताक़त के लिए हठ योग की क्लास',
    heading: 'हर शरीर और हर उम्र के लिए रोज़ आसन, प्राणायाम और विश्राम, गाइड के साथ।',
    whatToLearn:
      '<p>सूर्य नमस्कार से शवासन तक, हर क्लास में आप अपनी साँस के साथ चलना सीखेंगे।</p>' +
      '<ul><li>सूर्य नमस्कार के बारह आसन सही क्रम और साँस के साथ</li>' +
      '<li>खड़े होकर, बैठकर और लेटकर किए जाने वाले बुनियादी आसन</li>' +
      '<li>अनुलोम-विलोम और भ्रामरी प्राणायाम</li>' +
      '<li>पीठ और कंधों के दर्द के लिए आसान अभ्यास</li>' +
      '<li>रोज़ बीस मिनट का अपना अभ्यास बनाना</li></ul>',
  },
  Kathak: {
    title: 'कथक नृत्य की क्लास: लखनऊ घराना',
    heading: 'उत्तर भारत के शास्त्रीय नृत्य में तत्कार, चक्कर और कथा कहना।',
  },
  'Madhubani Painting': {
    title: 'शुरुआती लोगों के लिए मधुबनी पेंटिंग की क्लास',
    heading: 'मिथिला की लोक कला सीखिए, भरनी से कचनी रेखाओं तक।',
  },
  'Spoken English': {
    title: 'धाराप्रवाह और आत्मविश्वास के लिए स्पोकन इंग्लिश कोर्स',
    heading: 'काम पर, इंटरव्यू में और रोज़मर्रा की ज़िंदगी में साफ़ और भरोसे से बोलिए।',
  },
  'Python Programming': {
    title: 'शुरुआती लोगों के लिए पाइथन प्रोग्रामिंग कोर्स',
    heading: 'पहले दिन से असली प्रोग्राम लिखिए और अपने काम के उबाऊ हिस्से ऑटोमेट कीजिए।',
  },
  Cooking: {
    title: 'भारतीय खाना बनाने की क्लास: उत्तर और दक्षिण भारतीय व्यंजन',
    heading: 'अपनी ही रसोई में रेस्टोरेंट जैसी बिरयानी, करी और टिफ़िन बनाइए।',
  },
  Hindi: {
    title: 'हिन्दी सीखिए: बोलना, पढ़ना और लिखना',
    heading: 'देवनागरी पढ़िए और हिन्दी में रोज़ की बातचीत कीजिए।',
  },
};
