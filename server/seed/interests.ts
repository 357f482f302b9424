/**
 * Hobbies and interests people pick for their bio. The number is a popularity weight: stored as
 * `interests.popularity` and used when profiles pick interests, so popular ones are common.
 */
export const INTERESTS: [interest: string, popularity: number][] = [
  ['Fursuiting', 900], ['Drawing', 850], ['Digital Art', 780], ['Gaming', 950], ['PC Gaming', 600],
  ['Console Gaming', 420], ['Tabletop Games', 380], ['Dungeons & Dragons', 410], ['Board Games', 360],
  ['Video Game Speedrunning', 90], ['VR Chat', 520], ['Anime', 610], ['Manga', 330], ['Comics', 250],
  ['Conventions', 700], ['Furmeets', 640], ['Cosplay', 280], ['Costume Making', 300], ['Sewing', 220],
  ['Writing', 410], ['Creative Writing', 260], ['Reading', 480], ['Fantasy Novels', 300], ['Science Fiction', 350],
  ['Poetry', 110], ['Photography', 420], ['Music Production', 300], ['DJing', 220], ['Electronic Music', 450],
  ['Metal', 260], ['Synthwave', 200], ['Playing Guitar', 230], ['Playing Piano', 180], ['Singing', 200],
  ['Karaoke', 190], ['Dancing', 300], ['Movies', 520], ['Animation', 330], ['Streaming', 260],
  ['YouTube', 210], ['Podcasts', 160], ['Programming', 480], ['Linux', 260], ['Open Source', 190],
  ['Electronics', 160], ['3D Printing', 210], ['3D Modelling', 240], ['Game Development', 230],
  ['Robotics', 90], ['Astronomy', 180], ['Science', 240], ['History', 170], ['Languages', 150],
  ['Travel', 400], ['Hiking', 430], ['Camping', 260], ['Cycling', 220], ['Running', 180], ['Swimming', 200],
  ['Climbing', 160], ['Skiing', 120], ['Snowboarding', 110], ['Skateboarding', 100], ['Gym', 330],
  ['Yoga', 140], ['Martial Arts', 130], ['Cooking', 450], ['Baking', 330], ['Coffee', 270], ['Tea', 160],
  ['Craft Beer', 140], ['Gardening', 150], ['Pets', 380], ['Animals', 520], ['Wildlife Conservation', 190],
  ['Birdwatching', 80], ['Aquariums', 70], ['Plushies', 340], ['LEGO', 170], ['Model Building', 90],
  ['Knitting', 100], ['Crochet', 120], ['Pottery', 70], ['Painting', 260], ['Sculpting', 110],
  ['Theatre', 110], ['Stand-up Comedy', 90], ['Volunteering', 120], ['Cars', 150], ['Motorcycles', 100],
  ['Aviation', 110], ['Trains', 130], ['Pride Events', 260], ['Raves', 240], ['Retro Computing', 80],
];
