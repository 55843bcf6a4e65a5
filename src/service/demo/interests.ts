/** Interest topics grouped by area; the `interests` options are `Area › Topic` (≥300 entries). */
const AREAS: Record<string, string> = {
  Sports: 'Running, Cycling, Swimming, Football, Basketball, Tennis, Golf, Climbing',
  Fitness: 'Yoga, Pilates, Weightlifting, CrossFit, HIIT, Stretching, Marathon training, Home workouts',
  Food: 'Baking, Vegan cooking, Barbecue, Street food, Fine dining, Meal prep, Coffee, Wine',
  Travel: 'Backpacking, Luxury travel, Road trips, City breaks, Cruises, Camping, Ski resorts, Island hopping',
  Technology: 'Smartphones, Laptops, Wearables, Smart home, Gadgets, Virtual reality, Drones, 3D printing',
  Software:
    'Programming, Open source, Cloud computing, Cybersecurity, Data science, Machine learning, No-code tools, DevOps',
  Gaming: 'Console gaming, PC gaming, Mobile gaming, Esports, Retro games, Board games, Tabletop RPGs, Game streaming',
  Music: 'Rock, Hip hop, Jazz, Classical, Electronic, Indie, K-pop, Live concerts',
  Film: 'Action films, Documentaries, Horror, Animation, Sci-fi, Romantic comedies, Film festivals, Indie cinema',
  Television: 'Reality TV, Drama series, Sitcoms, Anime, True crime, Cooking shows, Late-night shows, Streaming series',
  Books: 'Fantasy novels, Crime fiction, Biographies, Poetry, Self-help, Comics, Audiobooks, Book clubs',
  Fashion:
    'Streetwear, Luxury fashion, Vintage clothing, Sustainable fashion, Sneakers, Accessories, Menswear, Plus-size fashion',
  Beauty: 'Makeup, Skincare, Hair care, Nail art, Fragrances, Natural cosmetics, Barbering, Tattoos',
  Home: 'Interior design, DIY, Gardening, Houseplants, Home organisation, Minimalism, Renovation, Smart lighting',
  Family: 'Parenting, Pregnancy, Toddlers, Teenagers, Family travel, Homeschooling, Adoption, Grandparents',
  Pets: 'Dogs, Cats, Aquariums, Birds, Horses, Reptiles, Pet adoption, Pet training',
  Business: 'Entrepreneurship, Startups, Small business, Marketing, Sales, Leadership, E-commerce, Franchising',
  Finance:
    'Investing, Personal finance, Cryptocurrency, Real estate investing, Retirement planning, Budgeting, Stock trading, Insurance',
  Career:
    'Job hunting, Remote work, Freelancing, Public speaking, Networking, Career change, Internships, Productivity',
  Education:
    'Online courses, Language learning, STEM, History, Philosophy, Mathematics, Test preparation, Higher education',
  Science: 'Astronomy, Physics, Biology, Chemistry, Space exploration, Climate science, Neuroscience, Archaeology',
  Health: 'Nutrition, Mental health, Meditation, Sleep, Dieting, Alternative medicine, Dental care, Eye care',
  Outdoors: 'Hiking, Fishing, Hunting, Bird watching, Kayaking, Mountaineering, Surfing, Trail running',
  Automotive: 'Electric vehicles, Sports cars, SUVs, Motorcycles, Car tuning, Classic cars, Formula racing, Car care',
  Arts: 'Painting, Photography, Sculpture, Street art, Calligraphy, Pottery, Museums, Graphic design',
  Crafts: 'Knitting, Sewing, Woodworking, Scrapbooking, Jewellery making, Embroidery, Candle making, Origami',
  Lifestyle: 'Luxury goods, Vegan lifestyle, Zero waste, Nightlife, Dating, Weddings, Spirituality, Astrology',
  Shopping:
    'Online shopping, Coupons, Black Friday deals, Second-hand shopping, Subscription boxes, Flash sales, Outlet stores, Loyalty programs',
  News: 'World news, Politics, Local news, Business news, Tech news, Weather, Sports news, Opinion columns',
  Entertainment: 'Celebrities, Comedy, Theatre, Magic, Podcasts, Musicals, Stand-up, Circus',
  Food_and_drink: 'Craft beer, Cocktails, Tea, Chocolate, Cheese, Sushi, Pizza, Desserts',
  Real_estate:
    'Home buying, Renting, Property management, Architecture, Tiny houses, Holiday homes, Co-living, Commercial property',
  Social_causes:
    'Volunteering, Charity, Animal welfare, Human rights, Environmentalism, Education access, Disaster relief, Community building',
  Sports_fans:
    'Premier football, Basketball leagues, Cricket, Rugby, Ice hockey, Baseball, Motorsport fans, Olympic games',
  Photography:
    'Portrait photography, Landscape photography, Film cameras, Drone photography, Photo editing, Wildlife photography, Wedding photography, Street photography',
  Dance: 'Ballet, Salsa, Hip hop dance, Ballroom, Contemporary dance, Tango, Zumba, Swing',
  Wellness: 'Spa, Massage, Aromatherapy, Breathwork, Cold plunges, Saunas, Retreats, Journalling',
  Hobbies: 'Collecting, Model trains, Puzzles, Chess, Magic tricks, Genealogy, Stamp collecting, Karaoke',
  Parenting_tech:
    'Baby monitors, Kids tablets, Educational apps, Coding for kids, Parental controls, Smart toys, Family calendars, Kids wearables',
  Sustainability:
    'Solar energy, Recycling, Electric bikes, Plant-based food, Upcycling, Composting, Green building, Carbon offsetting',
};

/** Every interest label, in a fixed order; an interest's key is its 1-based position. */
export const INTEREST_LABELS: readonly string[] = Object.entries(AREAS).flatMap(([area, topics]) =>
  topics.split(', ').map((topic) => `${area.replace(/_/g, ' ')} › ${topic}`),
);
