-- A campaign file as rulebound's schema version 2 left it (made by the code of commit
-- 53bb784: campaign new --from, create-character, shop, play), dumped by sqlite3 .dump.
PRAGMA application_id=1380075336;
PRAGMA user_version=2;
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO meta VALUES('name','The Lanterns');
INSERT INTO meta VALUES('reputation','0');
INSERT INTO meta VALUES('seed','4');
INSERT INTO meta VALUES('draws','4');
INSERT INTO meta VALUES('prosperity_checkmarks','0');
INSERT INTO meta VALUES('sanctuary_donations','0');
INSERT INTO meta VALUES('location','1');
INSERT INTO meta VALUES('city_event_done','0');
INSERT INTO meta VALUES('trip','0');
INSERT INTO meta VALUES('last_mode','campaign');
INSERT INTO meta VALUES('unlocked_classes','["brute", "tinkerer", "spellweaver", "scoundrel", "cragheart", "mindthief"]');
INSERT INTO meta VALUES('opened_envelopes','[]');
INSERT INTO meta VALUES('own_events','');
CREATE TABLE achievement (kind TEXT NOT NULL, name TEXT NOT NULL,
                              PRIMARY KEY (kind, name));
INSERT INTO achievement VALUES('global','city-rule:economic');
INSERT INTO achievement VALUES('party','first-steps');
CREATE TABLE scenario (number INTEGER PRIMARY KEY, completed INTEGER NOT NULL);
INSERT INTO scenario VALUES(1,0);
INSERT INTO scenario VALUES(2,0);
CREATE TABLE treasure (number INTEGER PRIMARY KEY);
CREATE TABLE supply (item INTEGER PRIMARY KEY, copies INTEGER NOT NULL);
INSERT INTO supply VALUES(1,1);
INSERT INTO supply VALUES(2,1);
INSERT INTO supply VALUES(3,2);
INSERT INTO supply VALUES(4,2);
INSERT INTO supply VALUES(5,2);
INSERT INTO supply VALUES(6,2);
INSERT INTO supply VALUES(7,2);
INSERT INTO supply VALUES(8,2);
INSERT INTO supply VALUES(9,2);
INSERT INTO supply VALUES(10,2);
INSERT INTO supply VALUES(11,2);
INSERT INTO supply VALUES(12,4);
INSERT INTO supply VALUES(13,4);
INSERT INTO supply VALUES(14,4);
CREATE TABLE deck_card (deck TEXT NOT NULL, position INTEGER NOT NULL,
                            card INTEGER NOT NULL, PRIMARY KEY (deck, position));
INSERT INTO deck_card VALUES('road',0,3);
INSERT INTO deck_card VALUES('road',1,11);
INSERT INTO deck_card VALUES('road',2,18);
INSERT INTO deck_card VALUES('road',3,13);
INSERT INTO deck_card VALUES('road',4,4);
INSERT INTO deck_card VALUES('road',5,2);
INSERT INTO deck_card VALUES('road',6,19);
INSERT INTO deck_card VALUES('road',7,20);
INSERT INTO deck_card VALUES('road',8,8);
INSERT INTO deck_card VALUES('road',9,6);
INSERT INTO deck_card VALUES('road',10,17);
INSERT INTO deck_card VALUES('road',11,15);
INSERT INTO deck_card VALUES('road',12,7);
INSERT INTO deck_card VALUES('road',13,10);
INSERT INTO deck_card VALUES('road',14,1);
INSERT INTO deck_card VALUES('road',15,5);
INSERT INTO deck_card VALUES('road',16,14);
INSERT INTO deck_card VALUES('city',0,16);
INSERT INTO deck_card VALUES('city',1,2);
INSERT INTO deck_card VALUES('city',2,1);
INSERT INTO deck_card VALUES('city',3,6);
INSERT INTO deck_card VALUES('city',4,12);
INSERT INTO deck_card VALUES('city',5,19);
INSERT INTO deck_card VALUES('city',6,11);
INSERT INTO deck_card VALUES('city',7,3);
INSERT INTO deck_card VALUES('city',8,14);
INSERT INTO deck_card VALUES('city',9,20);
INSERT INTO deck_card VALUES('city',10,17);
INSERT INTO deck_card VALUES('city',11,5);
INSERT INTO deck_card VALUES('city',12,13);
INSERT INTO deck_card VALUES('city',13,15);
INSERT INTO deck_card VALUES('city',14,8);
INSERT INTO deck_card VALUES('city',15,18);
INSERT INTO deck_card VALUES('city',16,7);
INSERT INTO deck_card VALUES('city',17,9);
INSERT INTO deck_card VALUES('city',18,10);
INSERT INTO deck_card VALUES('city',19,4);
INSERT INTO deck_card VALUES('quest',0,519);
INSERT INTO deck_card VALUES('quest',1,532);
INSERT INTO deck_card VALUES('quest',2,518);
INSERT INTO deck_card VALUES('quest',3,525);
INSERT INTO deck_card VALUES('quest',4,522);
CREATE TABLE character (
        cls TEXT PRIMARY KEY, name TEXT NOT NULL, player TEXT NOT NULL,
        level INTEGER NOT NULL, xp INTEGER NOT NULL, gold INTEGER NOT NULL,
        checkmarks INTEGER NOT NULL, quest INTEGER NOT NULL, perk_bonus INTEGER NOT NULL,
        discard_at_start INTEGER NOT NULL, blessings INTEGER NOT NULL,
        donated INTEGER NOT NULL, start_damage INTEGER NOT NULL,
        items TEXT NOT NULL, perks TEXT NOT NULL, cards TEXT NOT NULL,
        quest_progress TEXT NOT NULL, start_conditions TEXT NOT NULL);
INSERT INTO character VALUES('brute','Grom','Ann',1,4,12,0,0,0,0,0,0,0,'[3, 2]','[]','[]','[]','[]');
INSERT INTO character VALUES('tinkerer','Fizz','Bo',1,0,34,0,0,0,0,0,0,0,'[1]','[]','[]','[]','[]');
INSERT INTO character VALUES('mindthief','Nib','Cy',1,0,10,0,512,0,0,0,0,0,'[1]','[]','[]','[0]','["bless"]');
CREATE TABLE retired (id INTEGER PRIMARY KEY, name TEXT NOT NULL, cls TEXT NOT NULL,
                          player TEXT NOT NULL);
CREATE TABLE enhancement (id INTEGER PRIMARY KEY, cls TEXT NOT NULL,
                              card INTEGER NOT NULL, half TEXT NOT NULL,
                              action INTEGER NOT NULL, what TEXT NOT NULL);
CREATE TABLE history (id INTEGER PRIMARY KEY, scenario INTEGER NOT NULL,
                          mode TEXT NOT NULL, won INTEGER NOT NULL,
                          record_before TEXT NOT NULL, replay TEXT NOT NULL);
INSERT INTO history VALUES(1,1,'campaign',0,replace('unlocked:\n- 1\n- 2\ncompleted: []\nglobal_achievements:\n- city-rule:economic\nparty_achievements:\n- first-steps\nlooted_treasures: []\ncity_supply:\n  1: 1\n  2: 1\n  3: 2\n  4: 2\n  5: 2\n  6: 2\n  7: 2\n  8: 2\n  9: 2\n  10: 2\n  11: 2\n  12: 4\n  13: 4\n  14: 4\nrandom_item_designs: []\nrandom_side_scenarios: []\nprosperity_checkmarks: 0\nsanctuary_donations: 0\nlocation: gloomhaven\ncharacters:\n- class: brute\n  xp: 0\n  gold: 10\n  items:\n  - 3\n  - 2\n  checkmarks: 0\n  discard_at_start: 0\n  blessings: 0\n  donated: false\n  name: Grom\n  player: Ann\n  level: 1\n  perks: []\n  cards: []\n  quest: 0\n  quest_progress: []\n  start_damage: 0\n  start_conditions:\n  - bless\n- class: tinkerer\n  xp: 0\n  gold: 30\n  items:\n  - 1\n  checkmarks: 0\n  discard_at_start: 0\n  blessings: 0\n  donated: false\n  name: Fizz\n  player: Bo\n  level: 1\n  perks: []\n  cards: []\n  quest: 0\n  quest_progress: []\n  start_damage: 0\n  start_conditions:\n  - bless\n- class: mindthief\n  xp: 0\n  gold: 10\n  items:\n  - 1\n  checkmarks: 0\n  discard_at_start: 0\n  blessings: 0\n  donated: false\n  name: Nib\n  player: Cy\n  level: 1\n  perks: []\n  cards: []\n  quest: 512\n  quest_progress:\n  - 0\n  start_damage: 0\n  start_conditions:\n  - bless\nenhancements: []\n','\n',char(10)),'{"format":"rulebound-replay","format_version":1,"game":"gloomhaven/2","params":{"scenario":1,"party":"brute,tinkerer","character_level":1,"level":-1,"difficulty":"normal","open_information":false,"hands":"choose","scenario_file":"","items":"3,2;1","battle_goals":"","mode":"campaign","campaign":"/tmp/tmpzsc8ws19/record.yaml"},"seed":2,"actions":[105,103,111,113,114,100,1074,1080,110,108,110,106,112,106,325,1073,0,348,504,503,333,1067,1060,1055,0,340,3000,3000,3,3,0,0,109,102,109,108,110,108,333,1074,0,340,502,308,3000,337,503,3,0,0,101,100,101,111,104,111,300,503,305,500,317,80,1067,1060,1055,1054,0,344,0,0,2,2,3000,102,106,107,108,107,105,112,105,331,1054,1053,0,332,321,0,348,3,3000,3,3,0,0,109,110,109,108,110,108,112,333,1055,0,340,506,337,506,340,3000,106,0,0,2,111,101,111,3,305,500,344,107,0,101,108,101,109,104,109,316,339,0,307,1049,0,332,3000,3,0,0,110,104,110,2,317,340,101,0,2,108,107,108,328,500,333,80,0,100,101,0,110,108,110,111,105,111,321,1054,1053,344,333,1046,1042,1036,0,3,340,3000,104,1,0,0,109,110,109,2,337,507,340,1,107,1,0,105,112,105,321,80,1049,1046,1042,1037,3,348,0,2,105,108,112,108,333,1029,0,348,508,509,3000,3,3,3,103,0,111,102,111,309,344,508,3000,109,3000,110,1,0,111,102,111,309,344,508,108,202,211,3],"chance":[14,16,12,15,8,0,8,12,7,0,9,8,6,1,3,2,0,1,1,21,10,3,16,13,3,0,7,6,0,9,5,8,8,2,7,3,3,3,3,0,0,9,17,7,14,2,8,5,8,2,9,0,4,8,4,3,1,1,2,0,1,4,7,6,0,2,0,2,1,3,0,10,1,6,15,10,5,11,6,10,1,3,4,5,7,6,2,3,2,0,1,15,6,2,14,7,14,4,1,13,4,5,9,10,9,3,6,0,3,1,0,2,0,5,1,0,4,3,5,4,2,0,0,5,1,0,4,1,2,1,4,2,5,1,3,1,1,6,11,8,13,1,6,9,9,5,10,0,5,2,4,4,4,3,2,1,1,4,1,1,3,2,0,12,14,9,18,9,12,8,8,10,3,7,6,6,6,8,2,6,4,1,2,0,1,7,2,5,2,1,0,0,0,7,2,1,0,3,1,0,0,7,3,3,3,1,1,1,1,6,3,2,7,3,1,0,3,1,0,2,12,11,12,0,4,6,10,11,1,4,2,2,0,0,3,2,2,0,5,10,9,0,14,0,9,12,0,4,4,4,4,4,2,4,3,2,1,1,16,1,8,8,2,13,11,0,5,1,0,2,5,3,1,1,3,2,1]}');
CREATE TABLE public_quest (cls TEXT PRIMARY KEY);
INSERT INTO public_quest VALUES('mindthief');
COMMIT;
