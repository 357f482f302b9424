/**
 * Species offered for sonas: real animals by their common names plus the fandom's own creatures.
 * The number is a popularity weight: it is stored as `species.popularity` and also decides how often
 * seeded sonas pick the species, so the most popular ones really are the most common.
 */
export const SPECIES: [name: string, popularity: number][] = [
  // Canids
  ['Red Fox', 950], ['Arctic Fox', 420], ['Fennec Fox', 380], ['Grey Fox', 120], ['Kit Fox', 60],
  ['Bat-eared Fox', 50], ['Corsac Fox', 25], ['Grey Wolf', 900], ['Arctic Wolf', 310], ['Timber Wolf', 220],
  ['Maned Wolf', 180], ['Ethiopian Wolf', 40], ['Red Wolf', 70], ['Coyote', 260], ['Golden Jackal', 90],
  ['Black-backed Jackal', 45], ['African Wild Dog', 130], ['Dhole', 60], ['Dingo', 110], ['Raccoon Dog', 95],
  ['Domestic Dog', 300], ['Siberian Husky', 520], ['Alaskan Malamute', 140], ['German Shepherd', 280],
  ['Border Collie', 230], ['Dobermann', 170], ['Shiba Inu', 240], ['Samoyed', 160], ['Corgi', 210],
  ['Dalmatian', 90], ['Labrador Retriever', 120], ['Golden Retriever', 150], ['Rottweiler', 80],
  ['Australian Shepherd', 190], ['Pit Bull Terrier', 110], ['Greyhound', 70],
  // Felids
  ['Domestic Cat', 420], ['Lion', 330], ['Tiger', 470], ['White Tiger', 160], ['Snow Leopard', 360],
  ['Leopard', 230], ['Clouded Leopard', 90], ['Jaguar', 180], ['Cheetah', 260], ['Cougar', 150],
  ['Lynx', 240], ['Bobcat', 110], ['Caracal', 170], ['Serval', 200], ['Ocelot', 90], ['Sand Cat', 60],
  ['Black Panther', 210], ['Maine Coon', 80], ['Sphynx Cat', 30],
  // Mustelids and friends
  ['Red Panda', 410], ['Raccoon', 350], ['Ferret', 150], ['Stoat', 60], ['Mink', 50], ['Wolverine', 120],
  ['Badger', 130], ['Honey Badger', 80], ['River Otter', 290], ['Sea Otter', 140], ['Skunk', 230],
  // Bears, hyenas and other mammals
  ['Brown Bear', 190], ['Polar Bear', 160], ['Black Bear', 90], ['Giant Panda', 120], ['Sun Bear', 30],
  ['Spotted Hyena', 230], ['Striped Hyena', 80], ['Aardwolf', 50], ['Binturong', 40], ['Meerkat', 60],
  ['Mongoose', 45], ['Kangaroo', 110], ['Wallaby', 50], ['Koala', 60], ['Tasmanian Devil', 80],
  ['Opossum', 140], ['Rabbit', 340], ['Hare', 120], ['Squirrel', 150], ['Chipmunk', 50], ['Mouse', 130],
  ['Rat', 140], ['Hamster', 40], ['Chinchilla', 40], ['Beaver', 60], ['Hedgehog', 80], ['Bat', 180],
  ['Fruit Bat', 90], ['Deer', 200], ['Reindeer', 120], ['Moose', 50], ['Horse', 240], ['Zebra', 80],
  ['Donkey', 40], ['Goat', 90], ['Sheep', 70], ['Cow', 60], ['Bison', 40], ['Pig', 60], ['Boar', 50],
  ['Giraffe', 50], ['Elephant', 60], ['Rhinoceros', 40], ['Hippopotamus', 30], ['Gorilla', 40],
  ['Orangutan', 20], ['Lemur', 60], ['Sloth', 70], ['Anteater', 30], ['Armadillo', 30], ['Pangolin', 60],
  // Marine
  ['Orca', 170], ['Bottlenose Dolphin', 150], ['Beluga Whale', 50], ['Shark', 190], ['Great White Shark', 90],
  ['Hammerhead Shark', 50], ['Manta Ray', 30], ['Harbor Seal', 60], ['Sea Lion', 50], ['Walrus', 20],
  ['Octopus', 70], ['Axolotl', 140],
  // Birds
  ['Raven', 230], ['Crow', 170], ['Magpie', 60], ['Bald Eagle', 120], ['Golden Eagle', 70], ['Red-tailed Hawk', 80],
  ['Peregrine Falcon', 70], ['Barn Owl', 160], ['Snowy Owl', 100], ['Great Horned Owl', 60], ['Parrot', 90],
  ['Scarlet Macaw', 60], ['Cockatoo', 50], ['Cockatiel', 50], ['Budgerigar', 30], ['Peacock', 40],
  ['Swan', 30], ['Goose', 40], ['Duck', 70], ['Penguin', 90], ['Flamingo', 40], ['Hummingbird', 30],
  ['Kiwi', 20], ['Griffon Vulture', 20],
  // Reptiles and amphibians
  ['Komodo Dragon', 90], ['Green Iguana', 50], ['Bearded Dragon', 70], ['Leopard Gecko', 60], ['Chameleon', 50],
  ['Monitor Lizard', 40], ['Crocodile', 110], ['Alligator', 100], ['Ball Python', 60], ['King Cobra', 70],
  ['Boa Constrictor', 40], ['Sea Turtle', 40], ['Tortoise', 30], ['Frog', 50], ['Salamander', 20],
  // Insects and others
  ['Moth', 80], ['Butterfly', 40], ['Bee', 40], ['Spider', 40], ['Scorpion', 20],
  // Fandom staples and mythical creatures
  ['Dragon', 820], ['Western Dragon', 260], ['Eastern Dragon', 200], ['Wyvern', 190], ['Sergal', 300],
  ['Protogen', 380], ['Primagen', 60], ['Synth', 90], ['Avali', 170], ['Dutch Angel Dragon', 210],
  ['Manokit', 60], ['Kobold', 140], ['Gryphon', 180], ['Hippogriff', 30], ['Phoenix', 50], ['Unicorn', 70],
  ['Pegasus', 60], ['Kitsune', 240], ['Werewolf', 150], ['Hellhound', 90], ['Naga', 60],
  ['Chimera', 40], ['Sphinx', 20], ['Hybrid', 150],
];
