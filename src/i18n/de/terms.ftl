# Begriffe: die Wörter des Spiels, die jeder Bereich nutzt. Ein Regelwerk
# kann manche eigens benennen (seine `terms:`); die ersetzen dann diese.
# Wörter nach ../../shared/GLOSSARY.md der Regelhefte.

-canasta = Canasta
-canasta-natural = natürlicher Canasta
-canasta-mixed = gemischter Canasta
-canasta-wild = wilder Canasta
-canastas-natural = natürliche Canastas
-canastas-mixed = gemischte Canastas
-meld = Meldung
-initial-meld = Erstmeldung
-pile = Ablagestapel
-red-three = rote Drei
-black-three = schwarze Drei
-go-out = ausmachen
