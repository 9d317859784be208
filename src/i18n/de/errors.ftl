# Die Wörter der Fehlermeldungen (siehe en/errors.ftl).

error-in = { $place }: { $message }

# Die Wörter vor der ersten Zeile einer Meldung und vor ihrer Hilfezeile.
error-level-error = Fehler
error-level-help = Hilfe

## Karten.
error-no-cards = keine Karten angegeben
error-one-card-only = erwartet eine Karte, angegeben { $found ->
    [one] ist { $found }
   *[other] sind { $found }
}
error-stray-comma = überzähliges `,` in `{ $text }`
error-trailing-comma = überzähliges `,` am Ende
error-semicolon-in-list = `;` trennt Meldungen, hier ist aber nur eine Liste von Karten erlaubt
error-empty-meld = leere Meldung vor `;`
error-empty-last-meld = leere Meldung nach dem letzten `;`
error-no-such-rank = `{ $token }`: einen Rang { $rank } gibt es nicht; Ränge sind 1–13 oder A, B, D, K (T für die Zehn)
error-not-a-rank = `{ $token }`: `{ $rank }` ist kein Rang; Ränge sind 1–13 oder A, B, D, K (T für die Zehn)
error-not-a-suit = `{ $token }`: `{ $suit }` ist keine Farbe; Farben sind h (Herz), d (Karo), c (Kreuz), s (Pik) oder ♥ ♦ ♣ ♠
error-missing-suit = `{ $token }` hat keine Farbe; die Farbe vor oder nach den Rang schreiben, z. B. h{ $token } oder { $token }h (Farben: h d c s)
error-missing-rank = `{ $token }` hat keinen Rang; einen Rang nach der Farbe schreiben, z. B. { $token }10 oder { $token }K (Ränge: 1–13 oder A, B, D, K)
error-two-cards = `{ $token }` sind zwei Karten ohne Abstand; ein Leerzeichen oder Komma dazwischen setzen: { $first } { $second }
error-stray = `{ $token }`: `{ $stray }` gehört zu keiner Karte; nur { $card } schreiben
error-german-suit = `{ $token }`: `{ $letters }` ist keine Farbe der Kartenschreibweise; { $suit ->
    [h] Herz ist h oder ♥
    [d] Karo ist d oder ♦
    [c] Kreuz ist c oder ♣
   *[s] Pik ist s oder ♠
}: `{ $card }`
error-kreuz-or-karo = `{ $token }`: `k` neben einem Rang ist keine Farbe; Kreuz ist c oder ♣ (`{ $clubs }`), Karo ist d oder ♦ (`{ $diamonds }`)
error-not-a-card = `{ $token }` ist keine Karte; Farbe und Rang angeben wie h10, dK, As oder jk für einen Joker

error-too-many-jokers = { $given } Joker angegeben, aber das Kartenspiel von { $rules } ({ $size } Karten) enthält { $limit }
error-too-many-copies = { $given }-mal { $card } angegeben, aber das Kartenspiel von { $rules } ({ $size } Karten) enthält { $limit }

## Dateien.
error-io = { $file }: { $action } nicht möglich: { $cause }
error-folder = die { $what } { $file } kann nicht gelesen werden: das ist ein Ordner, keine Datei
error-not-regular = die { $what } { $file } kann nicht gelesen werden: das ist keine normale Datei (eine Pipe, ein Gerät oder ein Socket)
error-too-large = die { $what } { $file } kann nicht gelesen werden: größer als { $mib } MiB, weit mehr als jede solche Datei enthält
error-not-utf8 = die { $what } ist kein UTF-8-Text (Byte { $byte } ist es nicht)
error-write-folder = { $what } kann nicht nach { $file } geschrieben werden: das ist ein Ordner
error-write-not-regular = { $what } kann nicht nach { $file } geschrieben werden: das ist keine normale Datei (eine Pipe, ein Gerät oder ein Socket)

error-action-read = Lesen der { $what }
error-action-write-to = Schreiben ({ $what })
error-action-open-lock-file = Öffnen der Sperrdatei
error-action-lock = Sperren
error-action-open-for-writing = Öffnen der Spieldatei zum Schreiben
error-action-write-game = Schreiben der Spieldatei
error-action-save-game = Speichern der Spieldatei
error-action-read-link = Lesen des symbolischen Links
error-action-create = Anlegen
error-action-write = Schreiben

## YAML-Dateien.
error-unknown-field = unbekanntes Feld `{ $field }`, { $count ->
    [0] hier gibt es keine
    [1] erwartet wird { $first }
    [2] erwartet wird { $first } oder { $last }
   *[other] erwartet wird eines von { $expected }
}
error-unknown-variant = unbekannter Wert `{ $variant }`, { $count ->
    [0] hier gibt es keine
    [1] erwartet wird { $first }
    [2] erwartet wird { $first } oder { $last }
   *[other] erwartet wird einer von { $expected }
}
error-second-document = ein zweites YAML-Dokument: die Datei darf nur eines enthalten
error-unknown-alias = ein Alias ohne Anker
error-alias-copies = Aliase würden hier mehr als { $max } Werte kopieren; Dokumente, die so wachsen, werden abgelehnt
error-too-many-values = das Dokument enthält mehr als { $max } Werte
error-key-twice = `{ $key }` ist zweimal angegeben (zuerst in Zeile { $line })
error-too-deep = Listen und Abbildungen sind hier mehr als { $max } Ebenen tief verschachtelt
error-syntax = { $why }
error-unclosed = das `{ $bracket }` in Zeile { $line } ist vor dieser Stelle nicht geschlossen ({ $why })
error-tab = ein Tabulator, wo YAML nur Leerzeichen nimmt
error-wrong-type = falscher Typ: hier steht { $found }, erwartet wird { $expected }
error-missing-field = das Feld `{ $field }` fehlt
error-too-large-value = { $value } ist zu groß: erlaubt ist höchstens { $limit }
error-too-small-value = { $value } ist zu klein: erlaubt ist mindestens { $limit }

## Regelwerke und Regeldateien.
error-extends-too-deep = `extends` führt durch mehr als { $max } Dateien: { $chain }
error-extends-loop = `extends` dreht sich im Kreis: { $file } erweitert sich selbst über { $chain }
error-rule-file-is-folder = die Regeldatei `{ $file }` ist ein Ordner, keine Datei
error-rule-file-missing = die Regeldatei `{ $file }` gibt es nicht
error-unknown-rules = unbekanntes Regelwerk `{ $name }`: weder ein eingebautes Regelwerk noch eine Datei
error-not-a-rule-file = { $file } ist keine Regeldatei: { $why }
error-rules-not-a-mapping = falscher Typ: hier steht { $found }, erwartet werden Zeilen `Feld: Wert` (wie `meld:` mit eingerücktem `max_wilds: 2` darunter)
error-rule-file-empty = die Regeldatei ist leer
error-rule-file-only-comments = die Regeldatei enthält keine Einstellungen, nur Kommentare
error-why-not-yaml = sie ist kein YAML (Zeile { $line }, Spalte { $column })
error-why-not-a-mapping = sie besteht nicht aus Zeilen `Feld: Wert`
error-why-not-a-setting = Zeile { $line } ist keine Einstellung eines Regelwerks

## Spieldateien.
error-stored-rules-incoherent = das gespeicherte Regelwerk widerspricht sich: { $cause }
error-game-file-empty = { $file } ist leer und enthält keinen Punkteblock
error-stored-rules-lack = dem gespeicherten Regelwerk fehlt `{ $path }`
error-no-such-hand = es gibt keine Runde { $number }: das Spiel hat { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
error-nothing-to-undo = nichts zurückzunehmen: das Spiel hat keine Runden
error-nothing-to-redo = nichts wiederherzustellen: seit der letzten Änderung wurde nichts zurückgenommen
error-undo-missing-hand = die zurückzunehmende Bearbeitung nennt Runde { $hand }, die der Punkteblock nicht enthält
error-redo-misplaced = die wiederherzustellende Änderung nennt Runde { $hand }, die nicht zu den { $count } Runden des Punkteblocks passt
error-unknown-team = Runde { $hand } nennt die Partei `{ $team }`, die in diesem Spiel nicht mitspielt (Parteien: { $teams })
error-team-twice = Runde { $hand } nennt die Partei `{ $team }` zweimal
error-total-mismatch = Runde { $hand }, Partei `{ $team }`: die Summe { $total } ist nicht Bonus { $bonus } + Kartenwert { $cards } = { $sum }
error-bonus-or-cards-alone = Runde { $hand }, Partei `{ $team }`: `bonus` und `cards` beide angeben, oder nur die Summe
error-team-missing = Runde { $hand } hat keine Punkte für die Partei `{ $team }`
error-total-out-of-range = Runde { $hand }, Partei `{ $team }`: der Gesamtpunktestand { $total } + { $add } liegt außerhalb des Zahlenbereichs

## Befehlszeilen.
error-usage = { $text }
error-chart-format = `game chart` zeichnet ein Diagramm; --format gilt hier nicht
error-chart-not-svg = --output { $path }: das Diagramm ist eine SVG-Datei
error-no-hand-given = { $command }: keine Runde angegeben
error-bad-now = CANASTA_NOW={ $value }: { $why }
error-stats-rules-fixed = `game stats` liest jedes Spiel mit dem Regelwerk, nach dem es gespielt wurde; --rules und --players gelten hier nicht
error-target-for-fixed-hands = --target: { $rules } spielt ein Spiel über { $hands } Runden, das kein Spielziel beendet
error-hand-number-for-game = --hand-number { $number }: eine Spieldatei zählt ihre Runden selbst
error-game-rules-fixed = dieses Spiel wird nach { $rules } gespielt ({ $players } Spieler), festgelegt bei seinem Beginn; --rules und --players ändern das nicht
error-empty-player-name = --team { $team }: der Name eines Spielers darf nicht leer sein
error-empty-team-name = --team: der Name einer Partei darf nicht leer sein
error-team-given-twice = --team { $team } ist zweimal angegeben: jede Partei braucht ihren eigenen Namen
error-too-few-sides = ein Spiel braucht mindestens 2 Parteien: --team einmal je Partei angeben ({ $given } angegeben)
error-rules-env-not-utf8 = CANASTA_RULES ist kein UTF-8-Text ({ $value }), nennt also kein Regelwerk
error-csv-not-here = --format csv gibt es für `game show`, `game stats`, `club show` und `club season`
error-no-hand = keine Hand angegeben: { $option } oder --state DATEI angeben
error-no-top-card = keine oberste Karte angegeben: --top KARTE oder --state DATEI mit einem { -pile } angeben
error-empty-pile = der { -pile } ist leer, hat also keine oberste Karte
error-already-opened = Partei { $team } hat die Erstmeldung schon gemacht; `initial-meld` fragt nach einer Partei, die noch nicht gemeldet hat
error-arg-not-utf8 = Argument { $index } (`{ $shown }`) ist kein UTF-8-Text; � markiert die Bytes, die es nicht sind
error-arg-not-utf8-after = Argument { $index } (`{ $shown }`, nach { $option }) ist kein UTF-8-Text; � markiert die Bytes, die es nicht sind
error-not-saved = nicht gespeichert: der Punkteblock bleibt unverändert
error-some-arg-not-utf8 = ein Argument ist kein UTF-8-Text
error-sides-do-not-fit = { $sides } Parteien zu { $side_size } ergeben { $want } Spieler, aber { $rules } wird hier zu { $count } gespielt
error-no-partner = nach { $rules } spielt bei { $players } Spielern jeder allein: es gibt keinen Partner zu fragen, also --partner weglassen
error-in-foot-without-foot = { $rules } teilt keinen Fuß aus, also spielt kein Spieler aus einem: --in-foot weglassen

## Spieldateien aufbewahren.
error-lock-file-not-a-file = { $game } kann nicht gesperrt werden: seine Sperrdatei { $lock } ist { $why }
error-lock-not-regular = keine normale Datei
error-lock-dangling-link = ein symbolischer Link ins Leere
error-lock-file-keeps-going = { $game } kann nicht gesperrt werden: seine Sperrdatei { $lock } verschwand { $tries }-mal beim Öffnen
error-no-game-file = es gibt keine Spieldatei { $file }
error-game-file-is-folder = die Spieldatei { $file } kann nicht gelesen werden: das ist ein Ordner, keine Spieldatei
error-read-only = { $file } ist schreibgeschützt, also wird keine Runde eingetragen, gestrichen oder geändert
error-not-writable = { $file } ist für diesen Benutzer nicht beschreibbar, also wird keine Runde eingetragen, gestrichen oder geändert
error-game-too-large = { $file } kann nicht gespeichert werden: die Spieldatei wäre { $bytes } Bytes groß, mehr als die { $mib } MiB, die ein Befehl liest
error-link-loop = { $file } kann nicht angelegt werden: seine symbolischen Links drehen sich im Kreis
error-new-game-is-folder = { $file } ist ein Ordner; ein Spiel ist eine Datei
error-no-folder = { $file } kann nicht angelegt werden: den Ordner { $folder } gibt es nicht
error-already-exists = { $file } gibt es schon; ein neues Spiel überschreibt nie eine Datei

## Rundendateien.
error-round-file-empty = { $file } ist leer: eine Rundendatei führt die Parteien unter `teams:` auf
error-too-few-round-sides = eine Runde braucht mindestens 2 Parteien unter `teams`; hier { $sides ->
    [one] ist es { $sides }
   *[other] sind es { $sides }
}
error-round-sides-do-not-fit = die Runde hat { $sides } Parteien, aber { $rules } wird zu { $count } Spielern in Parteien zu { $side_size } gespielt
error-hand-number-zero = `hand_number` ist 0, aber Runden werden ab 1 gezählt (die erste Runde des Spiels)
error-side-without-name = Partei { $side } hat keinen Namen
error-same-name = zwei Parteien heißen `{ $team }`: jede Partei braucht ihren eigenen Namen
error-concealed-not-out = Partei { $team }: `concealed: true` sagt, die Partei habe verdeckt ausgemacht, aber `went_out` ist false
error-not-a-red-three = Partei { $team }: `red_threes` enthält { $card }, und das ist keine rote Drei
error-red-three-in-hand = Partei { $team }: { $card } ist auf der Hand, aber eine rote Drei wird sofort ausgelegt, nie gehalten

## Dokumente.
error-not-a-document = { $file } ist keine { $what }: { $why }
error-doc-why-not-yaml = sie ist kein YAML (Zeile { $line }, Spalte { $column })
error-doc-why-no-known-key = sie enthält keinen der Schlüssel { $keys }

## Tischdateien.
error-state-file-empty = { $file } ist leer: eine Tischdatei enthält mindestens die Hand des Spielers (`hand:`)
error-no-such-side = keine Partei heißt { $name } (Parteien: { $sides })
error-state-not-a-red-three = { $side }: { $card } ist keine rote Drei
error-too-many-red-threes = { $laid } rote Dreien sind ausgelegt, aber das Kartenspiel von { $rules } enthält { $deck }

## Orte.
error-at-file = { $path }
error-at-stdin = Standardeingabe
error-at-arg = { $name }
error-at-arg-value = { $name } { $value }
error-at-env = { $name }
error-at-field = { $path }
error-at-round = Partei { $team }{ $field }
error-at-hand-number = hand_number
error-at-file-at = { $file }:{ $line }:{ $column }
error-at-text = { $text }
error-at-rules-named = { $file }: rules `{ $name }`
error-at-extending = extends `{ $name }`
error-at-extends = { $file }: extends `{ $name }`

error-field-side = { "" }
error-field-meld = , Meldung { $number }
error-field-red-threes = , rote Dreien (`red_threes`)
error-field-black-threes = , schwarze Dreien (`black_threes`)
error-field-hand = , Hand (`hand`)
error-field-player-hand = , Spieler { $player }, Hand (`hand`)
error-field-player-foot = , Spieler { $player }, Fuß (`foot`)

error-doc-round-file = Rundendatei
error-doc-game-file = Spieldatei
error-doc-evening-file = Abenddatei
error-doc-rule-file = Regeldatei
error-doc-state-file = Tischdatei
error-doc-chart = das Diagramm

## Unter dem Zeiger.
error-label-not-a-card = keine Karte
error-label-expected-cards = hier fehlen Karten
error-label-only-one-card = hier nur eine Karte
error-label-comma-between = ein Komma steht zwischen zwei Karten
error-label-not-allowed-here = hier nicht erlaubt
error-label-meld-needs-cards = eine Meldung braucht Karten
error-label-nothing-follows = nach diesem Komma kommt nichts
error-label-here = hier
error-label-in-this-section = in diesem Abschnitt
error-label-in-this-rule-set = in diesem Regelwerk
error-label-rule-set-named = das Regelwerk, das diese Datei nennt
error-label-rule-set-extended = das Regelwerk, das diese Datei erweitert
error-label-not-a-team = keine Partei dieses Spiels
error-label-given-twice = doppelt angegeben
error-label-does-not-add-up = geht nicht auf
error-label-side-missing = eine Partei fehlt
error-label-too-large = zu groß
error-label-out-of-range = außerhalb des Zahlenbereichs
error-label-this-hand-number = diese Rundennummer
error-label-only-red-threes = hier gehören nur h3 und d3 hin
error-label-a-red-three = eine rote Drei
error-label-one-too-many = eine Karte zu viel
error-label-given-again = erneut angegeben
error-label-this-alias = dieser Alias
error-label-too-deep = zu tief
error-label-only-red-threes-laid-out = nur h3 und d3 werden als rote Dreien ausgelegt
error-label-text = { $text }

## Hilfezeilen.
error-help-card-notation = eine Karte ist eine Farbe (h d c s oder ♥ ♦ ♣ ♠) und ein Rang (1–13, A T B D K) in beliebiger Reihenfolge, oder jk
error-help-write-cards = Karten angeben wie `h10 d10 s2`, oder `jk` für einen Joker
error-help-single-commas = Karten mit Leerzeichen oder einzelnen Kommas trennen: `h10, d10, s2`
error-help-one-list = die Karten als eine Liste angeben, getrennt durch Leerzeichen oder Kommas
error-help-separate-melds = Meldungen mit `;` trennen: `hK dK cK; hA cA d2`
error-help-comma-between = ein Komma steht zwischen zwei Karten
error-help-remove-semicolon = das `;` am Ende entfernen
error-help-give-yaml-or-stdin = den Pfad einer YAML-Datei angeben, oder `-` für die Standardeingabe
error-help-save-as-utf8 = die Datei als UTF-8 speichern
error-help-file-in-folder = den Namen einer Datei darin angeben, z. B. abend.svg
error-help-new-or-regular-file = den Namen einer neuen oder einer normalen Datei angeben, die ersetzt wird
error-help-no-rules-for-players = kein eingebautes Regelwerk ist für so viele Spieler; eine Regeldatei kann `players.min` und `players.max` setzen
error-help-rules-for-players = eingebaute Regelwerke für { $count } Spieler: { $names }
error-help-did-you-mean = vielleicht `{ $guess }`?
error-help-correct-hand = die Zahlen dieser Runde berichtigen
error-help-extend-built-in = eine dieser Dateien direkt ein eingebautes Regelwerk erweitern lassen
error-help-break-the-loop = eine dieser Dateien muss stattdessen ein eingebautes Regelwerk erweitern
error-help-rule-file-path = den Pfad einer YAML-Regeldatei angeben (relativ zum aktuellen Ordner oder zur Datei, die sie erweitert), oder den Namen eines eingebauten Regelwerks
error-help-rule-sets-guess = vielleicht `{ $guess }`? Eingebaute Regelwerke: { $names }; oder den Pfad einer YAML-Regeldatei angeben
error-help-rule-sets = eingebaute Regelwerke: { $names }; oder den Pfad einer YAML-Regeldatei angeben
error-help-rule-file-is-yaml = eine Regeldatei ist YAML: `extends: classic`, dann die Abschnitte und Felder, die abweichen
error-help-start-with-extends = mit `extends: classic` beginnen und die abweichenden Felder überschreiben
error-help-chart-numbers = für die Zahlen `game show --format json` oder `--format csv` verwenden
error-help-name-svg = die Datei DATEI.svg nennen
error-help-give-hand = eine Rundendatei angeben (RUNDE.yaml, oder - für die Standardeingabe), --points NAME=BONUS,KARTEN für jede Partei, oder --tally NAME=POSTEN,... für jede Partei; im Terminal fragt `game add SPIEL` allein Partei für Partei
error-help-utc-time = eine UTC-Zeit wie 2026-11-23T20:15:00Z angeben, oder CANASTA_NOW löschen
error-help-team-guess = vielleicht `{ $guess }`?
error-help-leave-out-target = --target weglassen oder ein Regelwerk wählen, das bis zu einem Spielziel spielt
error-help-finish-or-force = zuerst die Runden dieser Spiele eintragen, oder mit --force trotzdem auslosen (ein unbeendetes Spiel zählt, sobald es endet)
error-help-other-evening-name = einen anderen Namen für den neuen Abend wählen, oder den nächsten Durchgang dieses Abends mit `canasta club next` auslosen
error-help-move-game-file = der Abend benennt die Spieldateien seiner Tische nach sich selbst: diese Datei woanders hin verschieben, oder den Abend anders nennen
error-help-leave-out-hand-number = --hand-number weglassen; `game add` wertet die nächste Runde als diese Runde
error-help-leave-out-rules = --rules und --players weglassen; die Spieldatei enthält ihr Regelwerk
error-help-team-with-players = --team NAME=SPIELER,SPIELER angeben, z. B. `--team "Wir=Anna,Bernd"`
error-help-one-team-per-side = ein --team je Partei angeben, oder ein Regelwerk (oder --players) für diesen Tisch wählen
error-help-remove-lock-file = sie löschen; der nächste Befehl legt eine neue an
error-help-try-again-later = es erneut versuchen, sobald kein anderer Befehl mehr am Spiel arbeitet
error-help-nearest-game-file = vielleicht { $file }? Oder ein Spiel beginnen mit `canasta game new DATEI --team NAME --team NAME`
error-help-start-game = ein Spiel beginnen mit `canasta game new DATEI --team NAME --team NAME`
error-help-make-writable = die Datei erst beschreibbar machen (chmod u+w { $file })
error-help-ask-owner = ihren Besitzer bitten, die Runde einzutragen oder die Datei freizugeben
error-help-new-game-file = die Datei bleibt, wie sie war; für die nächsten Runden eine neue Spieldatei beginnen
error-help-game-file-name = einen Dateinamen angeben, z. B. abend.yaml
error-help-other-name = einen anderen Dateinamen wählen, oder Runden mit `canasta game add` eintragen
error-help-write-teams = `teams:` mit einem Eintrag je Partei schreiben (`- name: Wir`, dann seine melds, red_threes, hand, went_out), wie docs/scoring.md zeigt
error-help-one-entry-per-side = einen Eintrag unter `teams` je Partei angeben, oder das Regelwerk mit --rules wählen
error-help-hand-number-one = `hand_number: 1` für die erste Runde schreiben, oder es weglassen
error-help-one-side-out = `went_out: true` nur für die Partei setzen, die ausgemacht hat
error-help-set-went-out = `went_out: true` setzen, oder `concealed` weglassen
error-help-list-under-red-threes = sie unter `red_threes` aufführen
error-help-document-path = den Pfad einer { $what } angeben (YAML mit { $keys })
error-help-set-rules-env = CANASTA_RULES auf den Namen eines eingebauten Regelwerks oder den Pfad einer Regeldatei setzen, oder löschen
error-help-other-format = hier --format table, json oder yaml verwenden
error-help-get-server = `canasta serve` startet `canasta-serve` neben `canasta`: `cargo build --release` baut beide (`cargo run` baut nur `canasta`), `cargo install --locked --path .` installiert beide; aus einem Release-Archiv beide Programme nebeneinander ablegen
error-help-list-the-pile = den { -pile } von unten nach oben unter `pile:` aufführen, oder --top KARTE angeben
error-help-retype-utf8 = es neu eingeben, oder das Terminal auf UTF-8 stellen: Karten, Namen und Zahlen sind UTF-8-Text
error-help-remove-redo = `redo` aus der Spieldatei entfernen
error-help-keep-one = nur eine davon behalten
error-help-write-values-out = die Werte ausschreiben, statt sie mit `&` und `*` zu benennen
error-help-shallow-nesting = keine Datei, die das Programm liest, ist mehr als ein paar Ebenen tief verschachtelt
error-help-spaces-not-tabs = YAML wird mit Leerzeichen eingerückt; den Tabulator durch Leerzeichen ersetzen
error-help-check-brackets = das YAML ist an oder vor dieser Stelle fehlerhaft: prüfen, ob Klammern und Anführungszeichen aus den Zeilen darüber geschlossen sind
error-help-write-hand = `hand:` mit den Karten des Spielers schreiben, dazu `pile:` und `sides:`, wie docs/referee.md zeigt
error-help-tally-items = --tally NAME=POSTEN,... angeben, mit den Posten { $items }
error-help-items-in-help = `canasta game add --help` nennt jeden Posten einer Zählung
error-help-check-or-force = die Zahlen prüfen; stimmen sie nach den eigenen Regeln des Tisches, --force angeben (der Punkteblock vermerkt die Runde)
error-help-one-hands-tally = eine Zählung gilt für eine Runde: höchstens eine Partei macht aus, dazu die Canastas und roten Dreien, die ein Kartenspiel hergibt
error-help-nothing-guessed = eine Zählung nennt alles, wovon ihre Punkte abhängen: nichts wird geraten
error-help-points-form = --points NAME=BONUS,KARTEN (Wir=600,345, Sie=-200,-35) oder NAME=SUMME (Sie=-235) angeben
error-help-text = { $text }

## Rundendateien: die Prüfungen einer Runde, bevor sie gezählt wird.
error-sides-went-out = nur eine Partei kann ausmachen, aber { $sides } haben { $count ->
    [2] beide
   *[other] alle
} `went_out: true`
error-illegal-meld = Partei { $team }, { $count ->
    [one] Meldung { $melds }
   *[other] Meldungen { $melds } (zusammengelegt: eine Meldung je Rang)
}: `{ $cards }` ist unter { $rules } keine gültige Meldung: { $reasons }
error-concealed-not-canasta = Partei { $team }, Meldung { $meld }: `{ $cards }` ist mit `concealed: true` markiert (ein Canasta, vollständig aus der Hand ausgelegt), ist aber kein Canasta
error-too-few-canastas-to-go-out = Partei { $team } hat mit { $have } { $have ->
    [one] Canasta
   *[other] Canastas
} ausgemacht, aber { $rules } verlangt { $need } zum Ausmachen
error-too-few-of-kind-to-go-out = Partei { $team } hat mit { $have } { $have ->
    [one] Canasta
   *[other] Canastas
} der Art `{ $kind }` ausgemacht, aber { $rules } verlangt { $need } zum Ausmachen
error-concealed-without-canasta = Partei { $team }: verdeckt ausmachen verlangt einen Canasta unter den Meldungen
error-went-out-holding = Partei { $team } hat ausgemacht, aber ihre Hand hält noch { $cards }
error-penalty-not-positive = Partei { $team }: die Strafpunkte `{ $reason }` sind { $points }; als positive Zahl schreiben, sie werden abgezogen
error-black-threes-not-bonus = Partei { $team }: schwarze Dreien sind unter { $rules } keine Bonuskarten, also wird keine ausgelegt
error-not-a-black-three = Partei { $team }: `black_threes` enthält { $card }, und das ist keine schwarze Drei
error-hand-and-players = Partei { $team } gibt sowohl `hand` als auch `players` an: die Karten auf der Hand nur auf eine Weise angeben
error-player-without-name = Partei { $team }: Spieler { $player } hat keinen Namen
error-same-player-name = Partei { $team }: zwei Spieler heißen `{ $player }`
error-player-red-three-in-hand = Partei { $team }, Spieler { $player }: { $card } ist auf der Hand, aber eine rote Drei wird sofort ausgelegt, nie gehalten
error-unknown-special-hand = Partei { $team }: `special_hand: { $name }` nennt keine Sonderhand von { $rules }
error-special-hand-not-out = Partei { $team }: eine Sonderhand (`{ $hand }`) wird auf einmal zum Ausmachen ausgelegt, aber `went_out` ist false
error-not-the-special-hand = Partei { $team }: die Meldungen sind nicht die Sonderhand `{ $hand }` von { $rules }: { $why }
error-incomplete-bars-going-out = Partei { $team } hat ausgemacht, aber { $count ->
    [one] Meldung { $melds }
   *[other] Meldungen { $melds } (zusammengelegt: eine Meldung je Rang)
}: `{ $cards }` ist eine unvollständige Meldung der Art `{ $kind }` ({ $held } von { $min } Karten), und { $rules } verbietet das Ausmachen, solange eine auf dem Tisch liegt
error-no-foot-dealt = Partei { $team }, Spieler { $player }: { $rules } gibt keinen Fuß, aber die Runde nennt einen
error-foot-too-large = Partei { $team }, Spieler { $player }: der Fuß hält { $count } Karten, aber { $rules } gibt einen Fuß von { $dealt }
error-foot-not-played = Partei { $team } hat ausgemacht, aber kein Spieler der Partei hat den Fuß gespielt: { $rules } verlangt den gespielten Fuß zum Ausmachen

error-illegal-table-meld = die ausliegende Meldung { $cards } ist unter { $rules } nicht gültig: { $reasons }

error-cannot-write-yaml = YAML kann nicht geschrieben werden: { $why }

error-invalid-value = ungültiger Wert: hier steht { $found }, erwartet wird { $expected }
error-invalid-length = falsche Länge { $length }, erwartet wird { $expected }
error-duplicate-field = Feld `{ $field }` doppelt angegeben

error-special-hand-size = sie wird mit { $cards } Karten ausgelegt; die Meldungen enthalten { $count }
error-special-hand-wilds = sie enthält { $most ->
    [0] keine wilde Karte
    [one] höchstens { $most } wilde Karte
   *[other] höchstens { $most } wilde Karten
}; diese hat { $count }
error-special-hand-rank = sie enthält höchstens { $most } eines Rangs, aber es sind { $count } { $rank } ({ $cards })
error-special-hand-groups = ihre natürlichen Karten bilden Gruppen von { $groups } Karten, jede von einem eigenen Rang; diese gruppieren sich nach Rang als { $sizes }
error-special-hand-three = sie enthält keine Drei (nur die Straße enthält eine), aber diese sind Dreien: { $cards }
error-special-hand-lacks-ranks = ihre natürlichen Gruppen müssen { $ranks } enthalten, aber es gibt keine { $missing }
error-special-hand-wild-groups = ihre wilden Karten sind { $groups }; diese sind { $jokers ->
    [0] kein Joker
    [one] ein Joker
   *[other] { $jokers } Joker
} und { $twos ->
    [0] keine Zwei
    [one] eine Zwei
   *[other] { $twos } Zweien
}
error-wild-group-any = { $cards ->
    [one] eine wilde Karte
   *[other] { $cards } wilde Karten, Joker und Zweien gemischt
}
error-wild-group-matching = { $cards } gleiche wilde Karten (alle Joker oder alle Zweien)
error-wild-group-jokers = { $cards ->
    [one] ein Joker
   *[other] { $cards } Joker
}
error-wild-group-twos = { $cards ->
    [one] eine Zwei
   *[other] { $cards } Zweien
}

error-label-this-meld = diese Meldung
error-label-not-a-canasta = kein Canasta
error-label-no-cards-left = wer ausgemacht hat, hat keine Karten mehr
error-label-not-a-bonus-card = hier keine Bonuskarte
error-label-only-black-threes = hier gehören nur c3 und s3 hin
error-label-incomplete = unvollständig
error-label-no-foot-here = hier kein Fuß
error-label-one-card-too-many = eine Karte zu viel

error-help-list-melds-as-laid = `went_out: false` setzen, oder die Meldungen wie ausgelegt aufführen
error-help-empty-the-hand = die Hand leeren, oder `went_out: false` setzen
error-help-leave-out-black-threes = `black_threes` weglassen; schwarze Dreien, die auf einer Hand blieben, gehören unter `hand`
error-help-move-hand-to-players = die Karten aus `hand` in die Hände der Spieler verschieben, oder `players` weglassen
error-help-no-special-hands = { $rules } hat keine Sonderhände; `special_hand` weglassen
error-help-special-hands-guess = vielleicht `{ $guess }`? Sonderhände von { $rules }: { $names }
error-help-special-hands = Sonderhände von { $rules }: { $names }
error-help-set-went-out-true = `went_out: true` für diese Partei setzen
error-help-list-special-hand = die Karten der Sonderhand wie ausgelegt unter `melds` aufführen, oder `melds` weglassen, um sie nur nach ihrem Namen zu zählen
error-help-complete-or-not-out = zu einem Canasta vervollständigen, oder `went_out: false` setzen
error-help-leave-out-foot = `foot` weglassen, oder ein Regelwerk mit Fuß wählen (hand-and-foot)
error-help-list-foot-dealt = ein ungespielter Fuß wird nie angerührt: die ihm gegebenen Karten aufführen
error-help-empty-the-foot = den Fuß des Spielers leeren, der ausgemacht hat, oder `went_out: false` setzen
error-help-check-overflow = die Zahlen der Rundendatei (Strafpunkte) und des Regelwerks prüfen
error-help-table-meld-legal = eine ausliegende Meldung muss selbst gültig sein

## Zählen: eine Runde, deren Punkte nicht passen.
error-points-overflow = Partei { $team }: { $entry }: die Punkte sind zu groß, um sie zusammenzuzählen (über { $max })
error-entry-special-hand = Sonderhand: { $name }
error-entry-meld = Meldung { $cards }
error-entry-canasta = Canasta
error-entry-canasta-of = Canasta { $cards }
error-entry-incomplete-meld = unvollständige Meldung { $cards }
error-entry-in-hand = auf der Hand { $cards }
error-entry-red-threes = rote Dreien { $cards }
error-entry-red-threes-counted = rote Dreien ×{ $count }
error-entry-red-threes-without-canasta = { $count ->
    [one] { $count } rote Drei
   *[other] { $count } rote Dreien
} ohne Canasta
error-entry-red-threes-with-canasta = { $count ->
    [one] { $count } rote Drei
   *[other] { $count } rote Dreien
} mit je einem Canasta
error-entry-penalty = Strafpunkte
error-entry-penalty-for = Strafpunkte: { $reason }
error-entry-held = gehalten
error-entry-bonus-plus-cards = Bonus plus Kartenwert
error-entry-line = { $name }
error-entry-doubled = { $entry } (verdoppelt)
error-entry-adding = { $entry } (beim Addieren zu { $sum ->
    [bonus] den Bonuspunkten
    [cards] dem Kartenwert
    [melds] den Meldungen
   *[in-hand] den Karten auf der Hand
})

## Regelwerke, die sich widersprechen: über ein Feld gesagt.
error-terms-language = unbekannte Sprache `{ $lang }`; Begriffe gibt es für { $languages }
error-unknown-term = unbekannter Begriff `{ $name }`; bekannt sind { $terms }
error-empty-term = ist leer; das Wort des Regelbuchs angeben, oder den Begriff weglassen
error-descriptions-language = unbekannte Sprache `{ $lang }`; Beschreibungen gibt es für { $languages }
error-sources-language = unbekannte Sprache `{ $lang }`; Quellen gibt es für { $languages }
error-number-too-large = { $number } ist zu groß; Zahlen in einem Regelwerk reichen von -{ $largest } bis { $largest }
error-players-not-admitted = { $count } { $count ->
    [one] Spieler
   *[other] Spieler
}, aber { $rules } ist für { $admits }
error-players-exactly = genau { $count } Spieler
error-players-between = { $min } bis { $max } Spieler
error-players-or-more = { $min } oder mehr Spieler
error-players-one-of = { $first } oder { $last } Spieler
error-side-needs-player = eine Partei braucht mindestens 1 Spieler
error-deck-needs-pack = das Kartenspiel braucht mindestens 1 Päckchen
error-not-zero = muss mindestens 1 sein
error-min-naturals-zero = muss mindestens 1 sein; Meldungen nur aus wilden Karten regelt `meld.wild_melds`
error-below-meld-min-cards = ist kleiner als `meld.min_cards`
error-above-black-threes-max = ist größer als `black_threes.max_cards`
error-no-band = braucht mindestens eine Stufe
error-lowest-band-start = die unterste Stufe hat kein `from` oder `above`: sie gilt für jeden niedrigeren Punktestand
error-band-start = braucht genau eines von `from: PUNKTE` oder `above: PUNKTE`
error-bands-order = die Stufen werden aufsteigend aufgeführt, jede beginnt über der vorigen
error-kind-without-name = braucht einen `name`
error-kind-penalty-negative = `incomplete_penalty` wird abgezogen: als positive Zahl schreiben
error-hand-set-numbers = `min_cards` muss mindestens 1 sein und die Strafpunkte, die abgezogen werden, eine positive Zahl
error-special-hand-holds = `{ $name }` wird mit { $cards } Karten ausgelegt, aber seine Gruppen und wilden Karten fassen nur { $grouped }
error-special-hand-overfull = die Sonderhand `{ $name }` wird mit { $cards } Karten ausgelegt, aber ihre natürlichen und wilden Gruppen fassen { $least }
error-special-hand-empty-group = die Sonderhand `{ $name }` hat eine Gruppe ohne Karte: jede Gruppe fasst 1 Karte oder mehr
error-special-hand-twos = die Sonderhand `{ $name }`: keine natürliche Gruppe besteht aus Zweien, die wild sind: eine wilde Gruppe nimmt sie
error-special-hand-threes = die Sonderhand `{ $name }` nennt Dreien unter ihren Rängen, enthält aber keine Drei: `threes: true` angeben, wo sie eine enthält
error-special-hand-ranks = die Sonderhand `{ $name }` nennt { $ranks } Ränge, hat aber { $groups } natürliche Gruppen, jede von einem Rang
error-special-hand-instead = die Sonderhand `{ $name }`: eine wilde Gruppe von { $cards } steht statt einer natürlichen Gruppe von { $cards }, aber die Hand hat keine dieser Größe
error-titles-language = unbekannte Sprache `{ $lang }`; Namen gibt es für { $languages }
error-subtracted = wird abgezogen: als positive Zahl schreiben
error-sequence-sizes = eine Folge hat mindestens 2 Karten, und `max_cards` ist nicht kleiner als `min_cards`
error-sequence-ranks = Folgen reichen von { $lowest } bis { $highest }: Dreien und Zweien sind nie Teil davon, und die Ränge müssen `min_cards` ({ $min }) lückenlos fassen
error-go-out-kind = `{ $kind }` ist keine Art von Canasta dieses Regelwerks; Arten: { $kinds }
error-game-without-hands = ein Spiel hat mindestens 1 Runde
error-negative-minimums = Mindestpunktzahlen sind 0 oder mehr
error-target-above-zero = muss größer als 0 sein

## Orte in einer Tischdatei.
error-at-state-meld = { $side }, Meldung { $number }
error-at-state-red-threes = { $side }, rote Dreien (`red_threes`)
error-at-club-table = Durchgang { $round }, Tisch { $table }
## Der Punkteblock: die Zählung einer Partei (--tally, die Runden einer Spieldatei).
error-melded-unsaid = Partei `{ $team }` bekommt { $with_meld } Punkte, wenn sie gemeldet hat, und { $without_meld }, wenn nicht ({ $rules } rechnet rote Dreien gegen eine Partei ohne Meldung), und kein Posten sagt, was davon (ein Canasta, `aus` oder Kartenwert über 0): `gemeldet` oder `ungemeldet` ergänzen
error-from-hand-unsaid = Partei `{ $team }` hat { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
}, und { $rules } gibt { $extra } mehr für jeden, der vollständig aus der Hand ausgelegt wurde: `from-hand:N` ergänzen (wie viele es waren, 0 für keinen)
error-held-unsaid = Partei `{ $team }` hat keinen Canasta, also zählen unter { $rules } auch ihre gemeldeten Karten negativ, und `karten:{ $cards }` (gemeldet minus Hand) sagt nicht, welche welche sind: `held:N` ergänzen (der Kartenwert, der auf der Hand blieb), oder `ungemeldet`, wenn die Partei nichts gemeldet hat
error-unmelded-melded-cards = Partei `{ $team }`: `ungemeldet`, aber `karten:{ $cards }` zählt mehr gemeldet als auf der Hand; eine Partei ohne Meldung hat nur Karten auf der Hand (`karten:-N`)
error-unmelded-held = Partei `{ $team }`: `ungemeldet`, also ist jeder Kartenwert auf der Hand, aber `held:{ $held }` ist nicht `-(karten:{ $cards })`
error-held-past-cards = Partei `{ $team }`: `held:{ $held }` mit `karten:{ $cards }` (gemeldet minus Hand) lässt weniger als 0 gemeldet
error-unknown-incomplete = Partei `{ $team }`: `incomplete-{ $kind }` nennt keine Art von Meldung, die { $rules } unvollständig bestraft (eigene: { $own })
error-incomplete-bars-out = Partei `{ $team }` hat mit einer unvollständigen Meldung der Art `{ $kind }` ausgemacht, was { $rules } verbietet
error-unknown-set = Partei `{ $team }`: `set-{ $set }` nennt keinen Satz, den { $rules } auf der Hand bestraft (eigene: { $own })
error-too-many-sets = Partei `{ $team }`: `set-{ $set }:{ $given }`, aber eine Partei aus { $side_size } Spielern hält höchstens { $side_size } solche Sätze (einen je Spieler)
error-from-hand-not-priced = Partei `{ $team }`: `from-hand` zählt Canastas, die vollständig aus der Hand ausgelegt wurden, wofür { $rules } nichts extra gibt (`canasta.concealed_extra: 0`)
error-from-hand-past-canastas = Partei `{ $team }`: `from-hand:{ $from_hand }`, aber die Partei hat { $canastas ->
    [one] { $canastas } Canasta
   *[other] { $canastas } Canastas
}
error-caught-not-priced = Partei `{ $team }`: `caught3` zählt Dreien, die auf der Hand erwischt wurden, die { $rules } als Karten auf der Hand wertet (`red_threes.caught_in_hand` ist nicht gesetzt): sie im Kartenwert mitzählen
error-no-foot = Partei `{ $team }`: `foot3` zählt rote Dreien im Fuß, aber { $rules } teilt keinen Fuß aus
error-unknown-special = Partei `{ $team }`: `special-{ $special }` ist keine Sonderhand von { $rules } (eigene: { $own })
error-special-not-alone = Partei `{ $team }`: eine Sonderhand wird allein gewertet; ihre anderen Posten weglassen (`aus` bleibt)
error-too-few-canastas-out = Partei `{ $team }` hat mit { $have ->
    [one] { $have } Canasta
   *[other] { $have } Canastas
} ausgemacht, aber { $rules } verlangt { $need } zum Ausmachen
error-too-few-kind-out = Partei `{ $team }` hat mit { $kind ->
    [natural] echt
    [mixed] gemischt
   *[other] { $kind }
}:{ $have } ausgemacht, aber { $rules } verlangt zum Ausmachen { $want } { $want ->
    [one] Canasta
   *[other] Canastas
} der Art `{ $kind ->
    [natural] echt
    [mixed] gemischt
   *[other] { $kind }
}`
error-unknown-kind = Partei `{ $team }`: `{ $kind }` ist weder ein Posten noch eine Canasta-Art von { $rules } (eigene Arten: { $own }; Posten: { $items })
error-unknown-kind-guess = Partei `{ $team }`: `{ $kind }` ist kein Posten einer Zählung nach { $rules }: vielleicht `{ $guess }`?
error-black-threes-no-bonus = Partei `{ $team }`: `schwarz3` zählt schwarze Dreien, die als Bonuskarten ausgelegt wurden, die es bei { $rules } nicht gibt (`black_threes.bonus_cards: false`)
error-no-wild-canastas = Partei `{ $team }`: `wild:{ $wild }`, aber { $rules } kennt keine Canastas nur aus wilden Karten (`meld.wild_melds: never`)
error-both-out = die Parteien `{ $first }` und `{ $second }` haben beide ausgemacht; in einer Runde macht nur eine Partei aus
error-unmelded-with-canastas = Partei `{ $team }`: `ungemeldet`, aber sie hat Canastas oder hat ausgemacht
error-too-many-canastas = { $canastas } Canastas in einer Runde, aber { $deck } Karten ergeben höchstens { $most }
error-too-many-tally-red-threes = { $red } rote Dreien in einer Runde, aber das Kartenspiel enthält { $deck }
error-too-many-caught = { $caught } auf der Hand erwischte Dreien, aber das Kartenspiel enthält { $deck }
error-not-a-multiple = { $what ->
    [bonus] der Bonus
    [cards] der Kartenwert
   *[total] die Summe
} { $points } ist kein Vielfaches von { $step }, unter diesem Regelwerk ist { $what ->
    [bonus] jeder Bonus
    [cards] jeder Kartenwert
   *[total] jede Summe
} eines
error-past-one-hand = { $what ->
    [bonus] der Bonus
    [cards] der Kartenwert
   *[total] die Summe
} { $points } ist mehr, als eine Runde mit diesem Kartenspiel bringen kann (höchstens { $most } in jede Richtung)
error-behind-past-count = Partei `{ $team }` läge um { $best } − ({ $total }) hinter `{ $lead }`, mehr als der Punkteblock zählen kann
error-to-go-past-count = Partei `{ $team }` fehlten noch { $target } − ({ $total }) Punkte, mehr als der Punkteblock zählen kann
error-of-team = Partei `{ $team }`: { $why }
error-of-hand = Runde { $hand }: { $why }
error-unscorable = Partei `{ $team }`: { $why }, also ergibt keine Runde unter { $rules } diese Punkte

## Der Punkteblock: eine Partei benennen, --tally und --points.
error-no-team-named = keine Partei genannt (Parteien: { $teams })
error-name-could-be = `{ $name }` könnte { $teams } sein: mehr vom Namen angeben
error-not-a-team = `{ $name }` ist keine Partei dieses Spiels (Parteien: { $teams })
error-not-a-team-or-player = `{ $name }` ist weder eine Partei noch ein Spieler dieses Spiels (Parteien: { $teams })
error-half-not-next = eine Hälfte von Runde { $hand } kann nicht eingetragen werden: die nächste Runde ist Runde { $next }
error-halves-waiting = Hälften von Runde { $hand }, eingetragen von { $sides }, warten auf die anderen: eine ganze Runde würde sie verwerfen, darum ist die Runde nicht eingetragen
    .pad = Hälften von Runde { $hand }, eingetragen von { $sides }, warten auf die anderen: eine ganze Runde würde sie verwerfen, darum ist die Runde nicht eingetragen; die fehlenden Hälften eintragen oder die ganze Runde noch einmal an Stelle der Hälften senden
error-help-replace-halves = mit --replace-halves die Hälften verwerfen und diese Runde an ihrer Stelle eintragen
error-halves-mixed = die Hälften einer Runde sind auf zwei Arten geschrieben: { $points } gab Punkte, { $tally } eine Zählung; jede Partei trägt ihre Hälfte auf dieselbe Art ein
error-tally-no-equals = kein `=` zwischen der Partei und ihrer Zählung
error-side-twice = die Partei `{ $team }` ist zweimal angegeben
error-no-tally-for = nichts für die Partei `{ $team }`; jede Partei einmal angeben (`{ $team }=` für eine Partei, die nichts gezählt hat)
    .pad = nichts gezählt für die Partei `{ $team }`: eine gezählte Runde braucht die Zählung jeder Partei (eine leere für eine Partei, die nichts gezählt hat)
error-nothing-for = nichts für die Partei `{ $team }`
error-points-no-equals = kein `=` zwischen der Partei und ihren Punkten
error-not-whole-points = `{ $value }` ist keine ganze Zahl
error-points-too-large = die Zahlen sind zu groß
error-points-shape = BONUS,KARTEN oder eine SUMME angeben
error-no-points-for = keine Punkte für die Partei `{ $team }`; jede Partei einmal angeben
error-sheet-items = echt:N, gemischt:N oder unecht:N, wild:N (Canastas), ART:N (Canastas einer eigenen Art des Regelwerks, etwa aces:1 oder samba:1), rot3:N, schwarz3:N (schwarze Dreien, als Bonuskarten ausgelegt, wo sie welche sind), aus, verdeckt, gemeldet oder ungemeldet (ob die Partei etwas gemeldet hat), karten:N (Kartenwert, gemeldet minus Hand; die englischen Wörter natural, mixed, red3, black3, out, concealed, melded, unmelded, cards gelten auch), held:N (der Kartenwert davon auf der Hand), from-hand:N (Canastas, vollständig aus der Hand ausgelegt, wo das Regelwerk mehr dafür gibt), und wo das Regelwerk solche Strafpunkte kennt: incomplete-ART:N (Meldungen einer Art, die kein Canasta wurden), set-RANG:N (Spieler, die mit einem Satz erwischt wurden, etwa set-A:1 für drei Asse oder mehr), caught3:N (auf der Hand erwischte Dreien), foot3:N (rote Dreien in einem nie aufgenommenen Fuß), special-NAME (eine Sonderhand, allein gewertet)
error-sheet-own = { $count ->
    [0] keine
   *[other] { $names }
}
error-game-over = das Spiel ist vorbei: nach Runde { $hand } gewonnen, Sieger: { $winners }; für das nächste ein neues Spiel beginnen (oder mit `game undo` die letzte Runde zurücknehmen)
    .pad = das Spiel ist vorbei: nach Runde { $hand } gewonnen, Sieger: { $winners }; für das nächste ein neues Spiel beginnen (oder mit „Zurücknehmen“ die letzte Runde zurücknehmen)
error-ends-before = mit dieser Änderung endet das Spiel nach Runde { $hand } (Sieger: { $winners }), aber Runden bis { $count } folgen; zuerst die späteren Runden zurücknehmen
error-game-drawn = das Spiel ist vorbei: unentschieden nach Runde { $hand }; für das nächste ein neues Spiel beginnen (oder mit `game undo` die letzte Runde zurücknehmen)
error-ends-drawn-before = mit dieser Änderung endet das Spiel nach Runde { $hand } unentschieden, aber Runden bis { $count } folgen; zuerst die späteren Runden zurücknehmen
## Ein Clubabend (`canasta club`).
error-too-few-players = ein Clubabend braucht { $seats } Spieler oder mehr, einen Tisch voll; angegeben: { $given }
error-player-named-twice = `{ $player }` ist zweimal genannt (vorher als `{ $first }`; Groß- und Kleinschreibung zählt nicht): jeden Spieler einmal angeben
error-empty-player-name-club = ein Spielername ist leer
error-not-partnerships = { $rules } wird nicht an Vierertischen mit zwei Parteien zu zweit gespielt ({ $players } Spieler, { $sides } Parteien): ein Clubabend braucht Partnerschaften; ein Regelwerk für vier wählen, etwa classic
error-tables-unfinished = Durchgang { $round } ist nicht beendet; noch nicht zu Ende: Tisch { $tables }
error-newer-evening = diese Abenddatei hat Version { $version }, geschrieben von einem neueren canasta; dieses liest die Versionen 1 bis { $current }
error-bad-evening-version = erwartet wird die Version des Formats der Abenddatei, eine ganze Zahl von 1 bis { $current }
error-no-rounds = eine Abenddatei enthält unter `rounds` mindestens Durchgang 1
error-round-out-of-order = Durchgang { $found }, wo Durchgang { $expected } folgt: die Durchgänge sind der Reihe nach 1, 2, 3, ... nummeriert
error-table-out-of-order = Durchgang { $round }: Tisch { $found }, wo Tisch { $expected } folgt: die Tische sind der Reihe nach 1, 2, 3, ... nummeriert
error-unknown-player = Durchgang { $round }: `{ $player }` ist keiner der Spieler des Abends (`players:`)
error-player-twice-in-round = Durchgang { $round }: `{ $player }` hat in diesem Durchgang schon einen Platz
error-sides-not-seats = Durchgang { $round }, Tisch { $table }: die Parteien sind nicht zwei Parteien zu zweit aus den vier Spielern auf den Plätzen des Tisches
error-bad-seating = movements: { $movement }, Sitzordnung { $number }: eine Sitzordnung sind zwei Parteien aus je zwei Plätzen, jeder Platz einmal (`[[N, S], [E, W]]`, `[[1, 4], [2, 3]]`)
error-no-seatings = movements: { $movement } hat keine Sitzordnung; eine oder mehrere angeben
error-game-not-two-sides = { $game } hat { $sides } Parteien, aber das Spiel eines Tisches hat zwei Parteien zu zweit
error-game-twice = { $game } ist schon die Spieldatei eines anderen Tisches: jeder Tisch hat seine eigene
error-club-rules-fixed = die Spiele eines Abends behalten das Regelwerk, mit dem sie begannen (`club new --rules`); --rules und --players gelten hier nicht

## Das Frontend: Ergebnisse schreiben, am Terminal fragen.
error-cannot-write-output = die Ausgabe lässt sich nicht schreiben: { $cause }
error-saved-not-reported = { $file } ist gespeichert, aber der Bericht darüber ließ sich nicht schreiben ({ $cause }); nichts zu wiederholen
error-cannot-write-json = JSON kann nicht geschrieben werden: { $cause }
error-cannot-draw-chart = das Diagramm kann nicht gezeichnet werden: { $cause }
error-cannot-read-answer = die Antwort kann nicht gelesen werden: { $cause }
error-cannot-ask = auf diesem Terminal kann nicht gefragt werden: { $cause }
error-stopped = abgebrochen: nichts gespeichert
error-no-table-meld-named = `@{ $word }` nennt keine ausliegende Meldung: nach `@` kommt eine Zahl ab 1 oder `new`
error-target-without-cards = nach `{ $target }` folgen keine Karten
error-no-second-meld-of-rank = `@new` legt eine Meldung neben die Meldung desselben Rangs, aber unter { $rules } hat eine Partei nur eine Meldung je Rang (`meld.several_per_rank` ist `false`)
error-no-such-table-meld = `@{ $number }`: die Partei hat { $melds ->
    [0] keine ausliegende Meldung
    [one] 1 ausliegende Meldung
   *[other] { $melds } ausliegende Meldungen
}
error-too-many-ways = { $cards } Karten können ihre Folgen unter { $rules } auf zu viele Arten legen, um sie genau zu durchsuchen{ $sequences ->
    [0] {""}
    [one] , mit 1 Folge auf dem Tisch zum Anlegen,
   *[other] , mit { $sequences } Folgen auf dem Tisch zum Anlegen,
} (mehr als { $work } Suchschritte, höchstens { $most } werden unternommen)
error-search-stopped = die Suche nach den besten Meldungen aus { $cards } Karten unter { $rules } wurde an ihrer Grenze angehalten ({ $most } Suchschritte, unter einer Sekunde): sie würde länger dauern, als ein Spieler wartet
error-label-not-at-number = nicht @N oder @new
error-label-not-under-this-rule-set = nicht unter diesem Regelwerk
error-label-no-such-table-meld = keine solche ausliegende Meldung
error-help-lay-targets = eine Meldung mit `@2` beginnen, um sie an die zweite ausliegende Meldung der Partei anzulegen, oder mit `@new`, um sie neben die Meldung ihres Rangs zu legen: `@2 hK jk; @new sK cK dK`
error-help-leave-out-new = `@new` weglassen: die Karten kommen an die Meldung ihres Rangs
error-help-table-melds-counted = die ausliegenden Meldungen der Partei werden ab 1 gezählt: erst die der Tischdatei, dann jedes --table der Reihe nach
error-help-ask-what-matters = nach den Karten fragen, auf die es ankommt: eine ausgeteilte Hand wird sofort beantwortet; für `go-out` die Meldungen mit --lay angeben
error-cannot-listen = auf { $address } kann nicht gelauscht werden: { $cause }
error-no-server = das Serverprogramm { $path } kann nicht gestartet werden: { $cause }
error-bad-public-url = `{ $value }` ist keine Webadresse: --public-url nimmt eine, die mit http:// oder https:// beginnt
error-cannot-serve = der Punkteblock kann nicht geliefert werden: { $cause }
error-no-token = diese Adresse braucht das Token eines der Links, die `canasta serve` ausgegeben hat
error-wrong-host = der Punkteblock wird nicht als `{ $host }` geliefert
error-cross-site = eine Änderung, die von einer anderen Website (`{ $origin }`) kommt, wird abgewiesen
error-read-only-link = der Link für Zuschauer liest den Punkteblock nur
error-organiser-only = das darf nur der Link des Spielleiters
error-not-your-side = dieser Link trägt die Hälfte von `{ $yours }` an einer Runde ein, nicht die von `{ $side }`
error-no-such-table = dieser Durchgang des Abends hat keinen Tisch `{ $table }`
error-not-your-table = dieser Link gehört zu Tisch { $yours }, nicht zu Tisch { $table }
error-table-needed = welcher Tisch? `?table=N` an die Adresse anhängen
error-sitting-out = `{ $player }` setzt diesen Durchgang aus (Freilos): kein Tisch zum Spielen
error-body-too-large = die Anfrage ist größer als { $limit } Bytes
error-bad-body = die Anfrage ist nicht, was diese Adresse nimmt: { $cause }
error-no-side-named = die Runde nennt keine Partei: `points` oder `tally` für mindestens eine angeben
error-bad-idempotency-key = ein Idempotency-Key ist druckbarer Text von höchstens { $most } Zeichen
error-no-such-page = der Punkteblock hat keine Seite `{ $path }`
error-slow-request = der Inhalt der Anfrage kam nicht binnen { $seconds } Sekunden an
error-too-many-streams = dieser Link folgt dem Punkteblock schon an { $most } Stellen: eine davon schließen (eine offene Seite auf einem anderen Handy oder Tab)
error-referee-busy = der Schiedsrichter beantwortet { $most } Fragen, und weitere warten: in { $seconds } Sekunden noch einmal fragen
error-help-other-port = einen anderen Port mit --port N angeben, oder --port 0 für einen beliebigen freien
error-help-public-url-form = zum Beispiel --public-url http://block.example:8470/
error-help-open-the-link = einen der Links öffnen, die `canasta serve` ausgegeben hat (sie tragen das Token), oder es als `Authorization: Bearer TOKEN` senden
error-help-use-printed-address = den Punkteblock unter der Adresse öffnen, die `canasta serve` ausgegeben hat

## Der Punkteblock: die Zählungen einer Spieldatei.
error-no-stored-tally = Partei `{ $team }` hat keine Zählung; eine per Zählung eingetragene Runde hat eine für jede Partei
error-tally-not-scored = { $cause }
error-tally-disagrees = die Zählung von Partei `{ $team }` ergibt Bonus { $bonus } + Kartenwert { $cards } = { $total }, aber der Punkteblock sagt { $sheet }
error-round-unknown-team = die gespeicherte Runde nennt die Partei `{ $team }`, die in diesem Spiel nicht mitspielt
error-round-hand-number = die gespeicherte Runde sagt `hand_number: { $said }`, aber sie ist Runde { $number } dieses Spiels
error-round-impossible = die gespeicherte Runde kann so nicht sein: { $cause }
error-round-not-scored = die gespeicherte Runde lässt sich nicht werten: { $cause }
error-round-disagrees = die gespeicherte Runde ergibt Bonus { $bonus } + Kartenwert { $cards } = { $total } für die Partei `{ $team }`, aber der Punkteblock sagt { $sheet }
error-too-few-game-sides = ein Spiel braucht mindestens 2 Parteien unter `teams`; dieses hat { $sides }
error-bad-team-name = Parteinamen müssen verschieden und nicht leer sein; `{ $team }` ist es nicht
error-players-of-no-team = `players` nennt die Partei `{ $team }`, die in diesem Spiel nicht mitspielt (Parteien: { $teams })
error-empty-player = Partei `{ $team }`: der Name eines Spielers darf nicht leer sein
error-player-in-two-sides = `{ $player }` spielt für `{ $team }` und für `{ $other }`; ein Spieler sitzt bei einer Partei (Namen gelten in jeder Schreibweise gleich)
error-player-twice-in-side = `{ $player }` ist für `{ $team }` zweimal genannt; ein Spieler hat einen Platz (Namen gelten in jeder Schreibweise gleich)
error-players-do-not-seat = `{ $team }` nennt { $given ->
    [one] 1 Spieler
   *[other] { $given } Spieler
}, aber eine Partei nach { $rules } hat { $seats ->
    [one] 1 Spieler
   *[other] { $seats } Spieler
}
error-player-count-differs = die Parteien nennen { $given } Spieler, aber nach { $rules } spielen { $count }
error-round-team-not-in-game = die Partei `{ $team }` spielt in diesem Spiel nicht mit (Parteien: { $teams })
error-round-lacks-team = die Runde hat keinen Eintrag für die Partei `{ $team }`

## Die Posten einer Zählung, wie --tally sie nimmt (sheet/tally.rs, Tally::parse).
error-tally-empty-item = ein leerer Posten (zwei Kommas, oder ein Komma am Ende)
error-tally-item-twice = `{ $key ->
    [natural] echt
    [mixed] gemischt
    [red3] rot3
    [black3] schwarz3
    [out] aus
    [concealed] verdeckt
    [cards] karten
    [melded] gemeldet
    [unmelded] ungemeldet
   *[other] { $key }
}` ist zweimal angegeben
error-tally-not-a-count = `{ $item }`: `{ $value }` ist keine Anzahl (eine ganze Zahl ab 0)
error-tally-not-a-flag = `{ $item }`: `{ $value }` ist weder ja noch nein (`{ $key ->
    [natural] echt
    [mixed] gemischt
    [red3] rot3
    [black3] schwarz3
    [out] aus
    [concealed] verdeckt
    [cards] karten
    [melded] gemeldet
    [unmelded] ungemeldet
   *[other] { $key }
}` allein schreiben)
error-tally-melded-and-unmelded = `gemeldet` oder `ungemeldet` angeben, nicht beides
error-tally-held-needs-points = `held` braucht seine Punkte: `held:N` (der Kartenwert, der auf der Hand blieb, z. B. `held:45`)
error-tally-not-held-points = `{ $item }`: `{ $value }` ist kein Kartenwert auf der Hand (eine ganze Zahl ab 0)
error-tally-cards-needs-points = `karten` braucht seine Punkte: `karten:N` (gemeldet minus Hand, z. B. `karten:120` oder `karten:-35`)
error-tally-not-card-points = `{ $item }`: `{ $value }` ist keine ganze Zahl
error-tally-not-a-rank = `{ $item }`: `{ $rank }` ist kein Rang (set-A, set-7, set-K)
error-tally-special-left-out = `{ $item }`: die Sonderhand stattdessen weglassen
error-tally-two-special-hands = `{ $item }`: eine Partei legt nur eine Sonderhand aus, und `special-{ $was }` ist auch angegeben
error-tally-not-an-item = `{ $item }` ist kein Posten (Posten: { $items })

## Spieldateien: ihr Regelwerk, ihre Version, Bearbeitungen und Ende (sheet/game.rs, sheet/migrate.rs).
error-rules-named = `rules: { $name }` nennt ein Regelwerk, aber eine Spieldatei enthält das ganze Regelwerk, mit dem das Spiel begann
error-edit-misfits = Bearbeitung { $edit } (Runde { $hand } nach { $after } Runden) passt nicht zu den { $count } Runden des Punkteblocks und den Bearbeitungen davor
error-rules-uncheckable = das Regelwerk lässt sich nicht prüfen: { $why }
error-hands-after-end = das Spiel war nach Runde { $over } zu Ende, aber die Datei hat { $count } Runden
error-newer-version = { $file } ist eine Spieldatei der Version { $version }, aber dieses canasta liest Spieldateien der Versionen { $first } bis { $current }
error-bad-version = version: hier steht { $found }, erwartet wird die Version des Dateiformats, eine ganze Zahl; dieses canasta liest Spieldateien der Versionen { $first } bis { $current }
error-round-would-be-hand = die Runde sagt `hand_number: { $said }`, aber sie wäre Runde { $number } dieses Spiels
error-label-this-edit = diese Bearbeitung
error-label-this-tally = diese Zählung
error-label-this-round = diese Runde
error-label-after-the-end = eine Runde nach dem Ende
error-label-written-by-newer = von einem neueren canasta geschrieben
error-help-start-with-rules = das Spiel mit `canasta game new DATEI --rules { $name } --team NAME --team NAME` beginnen, oder die Ausgabe von `canasta rules show { $name } --format yaml` unter `rules:` einsetzen
error-help-put-field-back = ein Spiel behält das ganze Regelwerk, mit dem es begann; das Feld wieder einsetzen (siehe `canasta rules show`)
error-help-remove-edits = `edits` entfernen (die Runden bleiben; nur `game undo` dieser Bearbeitungen geht verloren)
error-help-remove-hands-after-end = die Runden nach dem Ende des Spiels entfernen
error-help-read-with-newer = ein neueres canasta hat diese Datei geschrieben: sie mit jenem lesen oder dieses aktualisieren
error-help-say-version = eine von diesem canasta geschriebene Spieldatei sagt `version: { $current }`
error-help-write-hand-number = `hand_number: { $number }` schreiben oder weglassen

## `--lay`, und das Kartenspiel eines Regelwerks (deck.rs).
error-lay-not-in-hand = --lay: { $card } ist nicht auf der Hand ({ $hand })
error-label-not-in-hand = nicht in --hand
error-help-lay-from-hand = --lay legt Karten aus --hand, jede so oft, wie --hand sie hält: die Karte in --hand aufnehmen oder nur Karten legen, die sie hält
error-help-deck-grows = das Kartenspiel von { $rules } wächst mit dem Tisch, { $per } Päckchen je Spieler; mit { $players } Spielern besteht es aus { $deck }. Die Zahl der Spieler mit --players N angeben
error-help-deck-by-players = das Kartenspiel von { $rules } mit { $players } Spielern besteht aus { $deck }; es hat { $others } (--players N)
error-help-deck = das Kartenspiel von { $rules } besteht aus { $deck }
error-deck-made = { $packs } Päckchen zu 52 Karten und { $jokers ->
    [one] { $jokers } Joker
   *[other] { $jokers } Jokern
}: { $copies }-mal jede Karte
error-packs-for-players = { $packs } Päckchen für { $players } Spieler

## YAML-Werte: was eine Datei enthält und was ein Feld erwartet
## (yaml/found.rs, yaml/expected.rs), gesagt in `wrong-type`,
## `invalid-value` und `invalid-length`; ein Wert ohne Schlüssel, die
## eigene Ablehnung eines Lesers.
error-value-without-key = ein Wert ohne Schlüssel
error-value-refused = { $why }
error-found-sequence = eine Liste
error-found-mapping = eine Abbildung (`Schlüssel: Wert`)
error-found-nothing = nichts (ein leerer Wert)
error-found-text = der Text „{ $text }“
error-found-integer = die ganze Zahl `{ $text }`
error-found-boolean = der Wahrheitswert `{ $text }`
error-found-number = die Zahl `{ $text }`
error-found-other = { $what }
error-expected-list = eine Liste
error-expected-yes-no = wahr oder falsch (`true`/`false`)
error-expected-whole-number = eine ganze Zahl
error-expected-whole-number-not-negative = eine ganze Zahl ab 0
error-expected-number = eine Zahl
error-expected-text = Text
error-expected-nothing = nichts
error-expected-mapping = eine Abbildung aus Zeilen `Schlüssel: Wert`
error-expected-section = ein Abschnitt aus Zeilen `Feld: Wert` (wie `meld:` mit eingerücktem `max_wilds: 2` darunter)
error-expected-one-of = einer der Werte { $choices }
error-expected-round-file = eine Rundendatei: eine Abbildung mit `teams:` (einer Liste der Parteien) und, wenn gewünscht, `rules:`
error-expected-side = eine Partei: eine Abbildung mit `name:` und nach Bedarf `melds`, `red_threes`, `black_threes`, `hand`, `players`, `went_out`, `concealed`, `special_hand`, `penalties`
error-expected-player = ein Spieler: eine Abbildung mit `name:`, `hand:` und (bei hand-and-foot) `foot:`
error-expected-meld = eine Meldung: Karten als Text oder { "{" }cards: ..., concealed: true{ "}" }
error-expected-cards = eine Angabe von Karten: Text wie `h3 d3` oder eine Liste von Karten
error-expected-melds = eine Liste von Meldungen (`[hK dK cK, hA cA d2]`) oder Text mit `;` zwischen den Meldungen
error-expected-penalty = ein Eintrag von Strafpunkten: { "{" }points: 100, reason: ...{ "}" }
error-expected-tally = eine Zählung: eine Abbildung aus natural, mixed, wild, from_hand, kinds, red3, black3, out, concealed, melded, cards, held, incomplete, sets, caught3, foot3, special
error-expected-stored-tally = eine Zählung: ihre Posten, wie --tally sie nimmt (natural:1,red3:2,out,cards:120)
error-expected-time = eine Zeit nach RFC 3339, etwa 2026-11-23T20:00:00Z
error-expected-game-file = eine Spieldatei: eine Abbildung mit `teams`, `hands` und `rules`
error-expected-change = eine Änderung: { "{" }at: ZEIT, what: ART{ "}" }, mit der Runde, wie sie eingegeben wurde, und den Punkten `old` und `new`, wo sich eine Runde geändert hat
error-expected-edit = eine Bearbeitung: { "{" }hand: N, after: N, was: RUNDE{ "}" }
error-expected-redo = eine wiederherzustellende Änderung: { "{" }change: added oder replaced, hand: N, put: RUNDE{ "}" }
error-expected-author = wer eine Änderung machte: { "{" }device: organiser{ "}" } oder { "{" }device: side, side: NAME{ "}" }
error-expected-half-in = eine Hälfte in einer Runde: { "{" }side: NAME{ "}" }, mit dem, der sie eingegeben hat (`by`), und ihrem Schlüssel (`key`)
error-expected-half = eine Hälfte: { "{" }hand: N, team: NAME, way: points oder tally, text: TEXT, at: ZEIT{ "}" }
error-expected-hand = eine Runde: eine Abbildung mit `scores` (ein Eintrag je Partei)
error-expected-score = der Punktestand einer Partei: { "{" }team: NAME, bonus: N, cards: N, total: N{ "}" } oder { "{" }team: NAME, total: N{ "}" }
error-expected-rank = ein Rang: A, 2 bis 10, B, D oder K
error-expected-card = eine Karte: Farbe und Rang wie h10, dK, As oder jk für einen Joker
error-expected-said = { $what }
