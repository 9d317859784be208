# Die Prüfungen eines Werts durch die Befehlszeile selbst (`--players vier`),
# gezeigt nach „ungültiger Wert `...` für `...`:“.

cli-players-negative = eine Spielerzahl kann nicht negativ sein: die Zahl der Spieler am Tisch in Ziffern angeben, z. B. 2 oder 4
cli-players-too-many = weit mehr Spieler, als an einen Tisch passen: die Zahl der Spieler am Tisch in Ziffern angeben, z. B. 2 oder 4
cli-players-not-a-number = `{ $text }` ist keine ganze Zahl: die Zahl der Spieler am Tisch in Ziffern angeben, z. B. 2 oder 4
cli-not-in-range = { $value } liegt nicht zwischen { $min } und { $max }

# Warum Rusts Zahlenleser einen Wert abwies (`--score abc`), nach seiner Art.
cli-number-empty = ein leerer Text ist keine Zahl: eine ganze Zahl in Ziffern angeben
cli-number-invalid = keine ganze Zahl: eine ganze Zahl in Ziffern angeben, z. B. 3 oder -20
cli-number-too-large = die Zahl ist zu groß
cli-number-too-small = die Zahl ist zu klein

# `CANASTA_LANG` nennt eine Sprache, die das Werkzeug nicht spricht: eine
# Zeile auf stderr, und Englisch.
cli-unknown-lang = Warnung: { $var } ist `{ $value }`, eine Sprache, die canasta nicht spricht; es spricht { $languages } und schreibt Englisch
