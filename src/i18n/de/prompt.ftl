# Die Fragen, die `game add SPIEL` und `game edit SPIEL N` am Terminal stellen.

prompt-question = { $side }: { $question }
prompt-q-special = Sonderhand ausgelegt?
prompt-q-natural = { -canastas-natural }
prompt-q-mixed = { -canastas-mixed }
prompt-q-wild = Canastas aus wilden Karten
prompt-q-kind = Canastas „{ $kind }“
prompt-q-from-hand = davon vollständig aus der Hand ausgelegt
prompt-q-black3 = schwarze Dreien ausgelegt
prompt-q-red3 = rote Dreien ausgelegt
prompt-q-out = ausgemacht?
prompt-q-incomplete = unvollständige ausliegende Meldungen „{ $kind }“
prompt-q-set = Spieler mit { $min } oder mehr { $ranks } auf der Hand
prompt-q-caught3 = Dreien auf einer Hand erwischt
prompt-q-foot3 = rote Dreien in einem nie aufgenommenen Fuß
prompt-q-cards = Kartenwert, gemeldet minus Hand
prompt-q-melded = überhaupt gemeldet?
prompt-q-held = davon Kartenwert auf der Hand

prompt-help-special = auf einmal ausgelegt, um auszumachen; zählt allein
prompt-help-each = je { $n }
prompt-help-more-each = je { $n } mehr
prompt-help-black-threes = eigene Wertung, wie die roten
prompt-help-red-threes = { $one } für eine; wann sie gegen die Partei zählen, sagt das Regelwerk
prompt-help-going-out = Ausmachen { $bonus }
prompt-help-going-out-concealed = Ausmachen { $bonus }, verdeckt { $concealed }
prompt-help-cost-each = je -{ $n }
prompt-help-hand-set = je -{ $n }
prompt-help-foot-each = je -{ $n }; die übrigen Karten des Fußes zum Kartenwert zählen
prompt-help-may-be-negative = darf negativ sein
prompt-help-melded = { $rules } zählt rote Dreien gegen eine Partei ohne Meldung
prompt-help-held = { $rules } zählt ohne Canasta auch die gemeldeten Karten negativ

prompt-choice-none = keine
prompt-choice-special = { $name } ({ $points })
prompt-choice-no = nein
prompt-choice-yes = ja
prompt-choice-yes-concealed = ja, verdeckt
prompt-choice-no-meld = gar nicht gemeldet

prompt-pick = ↑↓ wählen, Enter bestätigen
prompt-save = Diese Runde speichern?
prompt-save-yes = ja, speichern
prompt-save-change = nein, eine Antwort ändern
prompt-save-drop = nein, Runde verwerfen
prompt-which = Welche Antwort ändern?
prompt-not-count = ✗ `{ $text }` ist keine Anzahl: 0, 1, 2 ...
prompt-not-number = ✗ `{ $text }` ist keine ganze Zahl, z. B. 185 oder -35
prompt-too-long = ✗ `{ $text }` ist zu lang für eine Antwort
prompt-hand = Runde { $hand }:
prompt-hand-side = { $side }: Bonus { $bonus } + Karten { $cards } = { $total }
prompt-choice-back = ← zurück zur vorigen Frage
prompt-intro = Enter behält die Antwort in Klammern; `zurück` geht zur vorigen Frage
prompt-nothing-before = ✗ das ist die erste Frage: davor gibt es keine
