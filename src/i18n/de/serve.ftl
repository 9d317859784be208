# `canasta serve`: was es beim Start ausgibt, und die Seiten auf den Handys.

serve-listening = { $file } wird geliefert unter { $url }
serve-local-only = Nur dieser Computer erreicht es; mit --lan starten für die Handys am Tisch.
serve-lan-note = Handys im selben Netz öffnen die Links unten. Erreicht eines den Punkteblock nicht: Port { $port } in der Firewall dieses Computers freigeben, und ein Netz nehmen, in dem die Geräte einander sehen (ein Gäste-WLAN trennt sie oft).
serve-link-organiser = Der Spielleiter (trägt ganze Runden ein, nimmt zurück, stellt wieder her, bearbeitet):
serve-link-side = { $side } (trägt die eigene Hälfte jeder Runde ein):
serve-link-viewer = Zuschauer (nur lesen):
serve-stop = Strg-C beendet den Punkteblock; die Spieldatei behält jede Runde.

serve-title = Canasta-Punkteblock
serve-nav-pad = Punkteblock
serve-nav-referee = Schiedsrichter
serve-other-lang = English
serve-you-organiser = Dieses Handy ist das des Spielleiters.
serve-you-side = Dieses Handy trägt die Hälfte von { $side } an jeder Runde ein.
serve-you-viewer = Dieses Handy schaut nur zu.
serve-leads = { $n } voraus
serve-to-go = fehlen { $n }
serve-reached = Spielziel erreicht
serve-min-next = nächste Erstmeldung { $min }
serve-file-problem = Die Spieldatei ist gerade nicht lesbar ({ $message }); der Punkteblock zeigt sie, wie sie zuletzt gelesen wurde.

serve-enter-hand = Runde { $hand } eintragen
serve-enter-half = Hälfte von { $side } an Runde { $hand }
serve-edit-hand = Runde { $hand } ändern
serve-edit-keep = Eine leer gelassene Partei behält, was sie hat.
serve-tab-count = Zählen
serve-tab-pad = Punkteblock
serve-field-tally = Posten, wie gezählt
serve-field-points = Punkte: Bonus,Karten oder eine Summe
serve-field-bonus = Bonus
serve-field-cards = Kartenwert
serve-force = Eintragen, obwohl keine Runde diese Zahlen ergeben kann
serve-send = Runde speichern
serve-send-half = Unsere Hälfte senden
serve-send-edit = Änderung speichern
serve-cancel-edit = Zurück
serve-undo = Zurücknehmen
serve-redo = Wiederherstellen
serve-edit = ändern
serve-keypad-sign = ±
serve-keypad-back = ⌫
serve-minus = eins weniger
serve-plus = eins mehr
serve-pending = Noch nicht bestätigt: auf diesem Handy behalten und erneut gesendet, bis der Punkteblock antwortet.
serve-saved = Gespeichert.
serve-half-saved = Unsere Hälfte ist da; die Runde wird eingetragen, wenn die Hälften aller Parteien da sind.
serve-offline = Keine Verbindung zum Punkteblock; neuer Versuch …

serve-halves-title = Runde { $hand } bisher
serve-half-in = { $side }: { $text }
serve-half-waiting = { $side }: fehlt noch
serve-refused = Runde { $hand } wurde abgewiesen: { $reason }. Die Hälften bleiben: eine korrigieren und erneut senden.

serve-log-title = Änderungen
serve-log-line = { $change }, { $by }
serve-log-at = um { $time }

serve-no-token-title = Diese Seite braucht ihren Link
serve-no-token-text = Den Punkteblock mit einem der Links (oder QR-Codes) öffnen, die `canasta serve` ausgegeben hat: sie tragen den Schlüssel zu diesem Spiel.

serve-referee-title = Schiedsrichter nach { $rules }
serve-ref-meld = Ist diese Meldung gültig?
serve-ref-pickup = Darf ich den Ablagestapel aufnehmen?
serve-ref-go-out = Darf ich ausmachen?
serve-ref-cards = Karten der Meldung
serve-ref-hand = Meine Hand
serve-ref-top = Oberste Karte des Ablagestapels
serve-ref-table = Unsere Meldungen auf dem Tisch (; zwischen Meldungen)
serve-ref-frozen = Der Stapel ist eingefroren
serve-ref-opened = Wir haben unsere Erstmeldung gemacht
serve-ref-score = Unser Punktestand
serve-ref-going-out = Ich mache damit aus
serve-ref-ask = Fragen
serve-ref-yes = Ja
serve-ref-no = Nein
serve-ref-full = Die ganze Antwort
serve-ref-at-cards = Karten
serve-ref-at-hand = Hand
serve-ref-at-top = oberste Karte
serve-ref-at-table = Meldungen auf dem Tisch
serve-ref-at-score = Punktestand
serve-picker = Karten antippen oder tippen: ♥10 ♦K ♠B jk
serve-picker-clear = Leeren
