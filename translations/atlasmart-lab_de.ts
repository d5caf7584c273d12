<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Classroom</name>
    <message>
        <source>The local upload queue (%1) failed: %2</source>
        <translation>Die lokale Upload-Warteschlange (%1) ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>This lab has no PostgreSQL driver: install the Debian package libqt6sql6-psql to use a class server.</source>
        <translation>Diesem Lab fehlt der PostgreSQL-Treiber: Installieren Sie das Debian-Paket libqt6sql6-psql, um einen Klassenserver zu nutzen.</translation>
    </message>
</context>
<context>
    <name>DeliveryActions</name>
    <message>
        <source>Publish…</source>
        <translation>Veröffentlichen…</translation>
    </message>
    <message>
        <source>Deliver next</source>
        <translation>Nächstes zustellen</translation>
    </message>
    <message>
        <source>Deliver selected</source>
        <translation>Auswahl zustellen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>+1 s</source>
        <translation>+1 s</translation>
    </message>
    <message>
        <source>+10 s</source>
        <translation>+10 s</translation>
    </message>
    <message>
        <source>To next due</source>
        <translation>Bis zur nächsten Fälligkeit</translation>
    </message>
    <message>
        <source>Finish next</source>
        <translation>Nächstes abschließen</translation>
    </message>
    <message>
        <source>Redrive selected</source>
        <translation>Auswahl erneut einspielen</translation>
    </message>
    <message>
        <source>Redrive all</source>
        <translation>Alle erneut einspielen</translation>
    </message>
    <message>
        <source>Dry run</source>
        <translation>Probelauf</translation>
    </message>
    <message>
        <source>Poison event</source>
        <translation>Poison-Ereignis</translation>
    </message>
    <message>
        <source>Consumer offline</source>
        <translation>Consumer offline</translation>
    </message>
    <message>
        <source>Fail transient</source>
        <translation>Vorübergehend fehlschlagen</translation>
    </message>
    <message>
        <source>Fail permanent</source>
        <translation>Dauerhaft fehlschlagen</translation>
    </message>
    <message>
        <source>Crash before commit</source>
        <translation>Absturz vor dem Commit</translation>
    </message>
    <message>
        <source>Crash between writes</source>
        <translation>Absturz zwischen den Schreibvorgängen</translation>
    </message>
    <message>
        <source>Crash after commit</source>
        <translation>Absturz nach dem Commit</translation>
    </message>
    <message>
        <source>Lose ack</source>
        <translation>Ack verlieren</translation>
    </message>
    <message>
        <source>Clear fault</source>
        <translation>Fehler aufheben</translation>
    </message>
</context>
<context>
    <name>EventTextCheck</name>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>A valid CloudEvent, but the handler will park it as malformed: %1</source>
        <translation>Ein gültiges CloudEvent, aber der Handler wird es als fehlerhaft zurückstellen: %1</translation>
    </message>
    <message>
        <source>A valid %1 event.
Key (source|id): %2</source>
        <translation>Ein gültiges %1-Ereignis.
Schlüssel (source|id): %2</translation>
    </message>
</context>
<context>
    <name>Exercise</name>
    <message>
        <source>the exercise &quot;%1&quot; does not allow %2; it allows %3</source>
        <translation>die Übung „%1“ erlaubt %2 nicht; sie erlaubt %3</translation>
    </message>
</context>
<context>
    <name>PgSession</name>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed: on Debian it is the package libqt6sql6-psql</source>
        <translation>Der PostgreSQL-Treiber von Qt (QPSQL) ist nicht installiert: Unter Debian ist es das Paket libqt6sql6-psql</translation>
    </message>
    <message>
        <source>cannot connect to the PostgreSQL server at %1: %2</source>
        <translation>keine Verbindung zum PostgreSQL-Server unter %1 möglich: %2</translation>
    </message>
    <message>
        <source>PostgreSQL at %1 refused %2: %3</source>
        <translation>PostgreSQL unter %1 hat %2 abgelehnt: %3</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Lab sessions (*.atlaslab);;All files (*)</source>
        <translation>Lab-Sitzungen (*.atlaslab);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check: %1</source>
        <translation>Integritätsprüfung von SQLite: %1</translation>
    </message>
    <message>
        <source>(and %1 more)</source>
        <translation>(und %1 weitere)</translation>
    </message>
</context>
<context>
    <name>StepOutcomeText</name>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Nothing was journaled: the setting took effect quietly.</source>
        <translation>Nichts wurde ins Journal geschrieben: Die Einstellung wurde still übernommen.</translation>
    </message>
    <message>
        <source>%1 journal entries; every one is in the journal. In short:</source>
        <translation>%1 Journaleinträge; jeder steht im Journal. Kurz gefasst:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>✗ %1 (found %2)</source>
        <translation>✗ %1 (gefunden: %2)</translation>
    </message>
    <message>
        <source>%1 of %2 expectations met</source>
        <translation>%1 von %2 Erwartungen erfüllt</translation>
    </message>
</context>
<context>
    <name>atlas</name>
    <message>
        <source>Exercise %1 of lesson %2: %3 of %4 points on replay.</source>
        <translation>Übung %1 der Lektion %2: %3 von %4 Punkten beim erneuten Abspielen.</translation>
    </message>
    <message>
        <source>Tampered, scored 0: %1.</source>
        <translation>Manipuliert, mit 0 bewertet: %1.</translation>
    </message>
    <message>
        <source>%1 exists and is not a regular file</source>
        <translation>%1 existiert und ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 exists and was not written by the lab; not overwriting it</source>
        <translation>%1 existiert und wurde nicht vom Lab geschrieben; sie wird nicht überschrieben</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>attempt %1 by %2: lesson %3, exercise %4, %5 command(s)</source>
        <translation>Versuch %1 von %2: Lektion %3, Übung %4, %5 Befehl(e)</translation>
    </message>
    <message>
        <source>recomputed grade: %1/%2</source>
        <translation>neu berechnete Bewertung: %1/%2</translation>
    </message>
    <message>
        <source>failing invariants: %1</source>
        <translation>verletzte Invarianten: %1</translation>
    </message>
    <message>
        <source>recorded grade: %1/%2 (%3)</source>
        <translation>erfasste Bewertung: %1/%2 (%3)</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>stimmt überein</translation>
    </message>
    <message>
        <source>does not match</source>
        <translation>stimmt nicht überein</translation>
    </message>
    <message>
        <source>digest: %1</source>
        <translation>Digest: %1</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>in Ordnung</translation>
    </message>
    <message>
        <source>verdict: tampered</source>
        <translation>Urteil: manipuliert</translation>
    </message>
    <message>
        <source>verdict: graded, matches the recorded grade</source>
        <translation>Urteil: bewertet, stimmt mit der erfassten Bewertung überein</translation>
    </message>
    <message>
        <source>the id of a lesson the lab has</source>
        <translation>die ID einer Lektion, die das Lab kennt</translation>
    </message>
    <message>
        <source>the attempt is for lesson &quot;%1&quot;, which %2</source>
        <translation>der Versuch gehört zur Lektion „%1“, die %2</translation>
    </message>
    <message>
        <source>is not among the lab&apos;s lessons (give it with --lesson FILE)</source>
        <translation>nicht zu den Lektionen des Labs gehört (geben Sie sie mit --lesson FILE an)</translation>
    </message>
    <message>
        <source>is not the lesson in %1</source>
        <translation>nicht die Lektion in %1 ist</translation>
    </message>
    <message>
        <source>the id of one of the lesson&apos;s exercises</source>
        <translation>die ID einer der Übungen der Lektion</translation>
    </message>
    <message>
        <source>lesson &quot;%1&quot; has no exercise &quot;%2&quot;</source>
        <translation>die Lektion „%1“ hat keine Übung „%2“</translation>
    </message>
    <message>
        <source>note: the attempt was made on version %1 of the lesson; graded against version %2</source>
        <translation>Hinweis: Der Versuch wurde mit Version %1 der Lektion gemacht; bewertet gegen Version %2</translation>
    </message>
    <message>
        <source>--workers needs --store postgresql://USER@HOST:PORT/DB: the embedded SQLite store runs one handler</source>
        <translation>--workers braucht --store postgresql://USER@HOST:PORT/DB: Der eingebettete SQLite-Speicher führt nur einen Handler aus</translation>
    </message>
    <message>
        <source>--%1 does not apply with --store: the workers keep their run in PostgreSQL and redeliver every message until it is acked</source>
        <translation>--%1 gilt nicht zusammen mit --store: Die Worker halten ihren Lauf in PostgreSQL fest und stellen jede Nachricht erneut zu, bis sie per Ack bestätigt ist</translation>
    </message>
    <message>
        <source>--strategy has no choice &apos;%1&apos;. %2</source>
        <translation>--strategy kennt die Wahl „%1“ nicht. %2</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>gilt</translation>
    </message>
    <message>
        <source>violated: %1</source>
        <translation>verletzt: %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>happened: %1 (found %2)</source>
        <translation>eingetreten: %1 (gefunden: %2)</translation>
    </message>
    <message>
        <source>did not happen: expected %1, found %2</source>
        <translation>nicht eingetreten: erwartet %1, gefunden %2</translation>
    </message>
    <message>
        <source>%1 used, within the limit of %2</source>
        <translation>%1 verbraucht, innerhalb der Grenze von %2</translation>
    </message>
    <message>
        <source>%1 used, more than the %2 allowed</source>
        <translation>%1 verbraucht, mehr als die erlaubten %2</translation>
    </message>
    <message>
        <source>cannot use the file:</source>
        <translation>die Datei kann nicht benutzt werden:</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>erwartet</translation>
    </message>
    <message>
        <source>found</source>
        <translation>gefunden</translation>
    </message>
    <message>
        <source>--store &apos;%1&apos;: %2 The embedded SQLite store is the default and needs no --store.</source>
        <translation>--store &apos;%1&apos;: %2 Der eingebettete SQLite-Speicher ist die Voreinstellung und braucht kein --store.</translation>
    </message>
    <message>
        <source>--sagas does not apply with --store: the workers run the order handlers, not the order saga</source>
        <translation>--sagas gilt nicht mit --store: Die Worker führen die Bestell-Handler aus, nicht die Bestell-Saga</translation>
    </message>
</context>
<context>
    <name>atlas::ActionHelp</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close: this window</source>
        <translation>Schließen: dieses Fenster</translation>
    </message>
</context>
<context>
    <name>atlas::ActionRow</name>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>The actions that do not fit in this row</source>
        <translation>Die Aktionen, die in diese Zeile nicht passen</translation>
    </message>
</context>
<context>
    <name>atlas::Appearance</name>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Presenter mode: large fonts and rows for a projector</source>
        <translation>Präsentationsmodus: große Schrift und Zeilen für einen Beamer</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Vergrößer&amp;n</translation>
    </message>
    <message>
        <source>Zoom in: larger text everywhere</source>
        <translation>Vergrößern: überall größerer Text</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom out: smaller text everywhere</source>
        <translation>Verkleinern: überall kleinerer Text</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Actual size: undo every zoom step</source>
        <translation>Originalgröße: jede Zoomstufe zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>Light theme: dark text on a light background</source>
        <translation>Helles Design: dunkler Text auf hellem Hintergrund</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Dark theme: light text on a dark background</source>
        <translation>Dunkles Design: heller Text auf dunklem Hintergrund</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>System theme: the colours of your desktop</source>
        <translation>System-Design: die Farben Ihres Desktops</translation>
    </message>
    <message>
        <source>S&amp;witch light/dark</source>
        <translation>Hell/Dunkel &amp;wechseln</translation>
    </message>
    <message>
        <source>Switch between the light and the dark theme</source>
        <translation>Zwischen hellem und dunklem Design wechseln</translation>
    </message>
</context>
<context>
    <name>atlas::AttemptVerdict</name>
    <message>
        <source>the digest does not match the file&apos;s content (edited after it was written)</source>
        <translation>der Digest passt nicht zum Inhalt der Datei (nach dem Schreiben bearbeitet)</translation>
    </message>
    <message>
        <source>the attemptId does not match the learner, exercise and commands</source>
        <translation>die attemptId passt nicht zur lernenden Person, zur Übung und zu den Befehlen</translation>
    </message>
    <message>
        <source>command %1 was refused on replay: %2</source>
        <translation>Befehl %1 wurde beim erneuten Abspielen abgelehnt: %2</translation>
    </message>
    <message>
        <source>the recorded grade (%1/%2) is not the one its commands earn (%3/%4)</source>
        <translation>die erfasste Bewertung (%1/%2) ist nicht die, die seine Befehle erzielen (%3/%4)</translation>
    </message>
    <message>
        <source>the recorded grade&apos;s score or maxScore is not the sum of its items (edited after it was written)</source>
        <translation>score oder maxScore der aufgezeichneten Bewertung ist nicht die Summe ihrer Posten (nach dem Schreiben bearbeitet)</translation>
    </message>
</context>
<context>
    <name>atlas::BatchSender</name>
    <message>
        <source>The class server %1 cannot be reached: %2</source>
        <translation>Der Klassenserver %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>The class server has no class %1: ask your teacher for the code.</source>
        <translation>Der Klassenserver hat keine Klasse %1: Fragen Sie Ihre Lehrkraft nach dem Code.</translation>
    </message>
</context>
<context>
    <name>atlas::BoundedFile</name>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>it is not a regular file but a pipe, socket or device, which might never end</source>
        <translation>das ist keine gewöhnliche Datei, sondern eine Pipe, ein Socket oder ein Gerät, das vielleicht nie endet</translation>
    </message>
    <message>
        <source>it is %1, more than the %2 allowed</source>
        <translation>sie ist %1 groß, mehr als die erlaubten %2</translation>
    </message>
</context>
<context>
    <name>atlas::BranchPanel</name>
    <message>
        <source>Branch</source>
        <translation>Zweig</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Abzweigung</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>How many commands a branch shares with the one it forked from</source>
        <translation>Wie viele Befehle ein Zweig mit dem teilt, von dem er abgezweigt ist</translation>
    </message>
    <message>
        <source>Commands in the branch; on the current one, how many have run of them</source>
        <translation>Befehle im Zweig; beim aktuellen, wie viele davon ausgeführt sind</translation>
    </message>
    <message>
        <source>Every branch of this session&apos;s timeline. Click one to switch to it (its commands are replayed); F2 renames the selected branch.</source>
        <translation>Alle Zweige der Zeitleiste dieser Sitzung. Klicken Sie einen an, um zu ihm zu wechseln (seine Befehle werden erneut abgespielt); F2 benennt den ausgewählten Zweig um.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1: forked from %2 after its first %3 commands; %4 commands.</source>
        <translation>%1: abgezweigt von %2 nach dessen ersten %3 Befehlen; %4 Befehle.</translation>
    </message>
    <message>
        <source>%1: the first branch; %2 commands.</source>
        <translation>%1: der erste Zweig; %2 Befehle.</translation>
    </message>
    <message>
        <source>The current branch.</source>
        <translation>Der aktuelle Zweig.</translation>
    </message>
    <message>
        <source>The world is here, after %1 of them.</source>
        <translation>Die Welt steht hier, nach %1 davon.</translation>
    </message>
    <message>
        <source>Click to switch to it.</source>
        <translation>Klicken, um zu ihm zu wechseln.</translation>
    </message>
    <message>
        <source>Branches (%1)</source>
        <translation>Zweige (%1)</translation>
    </message>
    <message>
        <source>Branches (%1), %2 undone</source>
        <translation>Zweige (%1), %2 rückgängig gemacht</translation>
    </message>
    <message>
        <source>The branches of this session&apos;s timeline</source>
        <translation>Die Zweige der Zeitleiste dieser Sitzung</translation>
    </message>
    <message>
        <source>Step forward redoes the undone commands; anything else starts a new branch and keeps them in this one.</source>
        <translation>„Schritt vor“ wiederholt die rückgängig gemachten Befehle; alles andere beginnt einen neuen Zweig und behält sie in diesem.</translation>
    </message>
    <message>
        <source>Switched to %1: %2 commands replayed.</source>
        <translation>Gewechselt zu %1: %2 Befehle erneut abgespielt.</translation>
    </message>
    <message>
        <source>The branch keeps its name: %1</source>
        <translation>Der Zweig behält seinen Namen: %1</translation>
    </message>
</context>
<context>
    <name>atlas::ChannelEvent</name>
    <message>
        <source>published %1 as message %2; delivery %3 due now</source>
        <translation>%1 als Nachricht %2 veröffentlicht; Zustellung %3 jetzt fällig</translation>
    </message>
    <message>
        <source>delivery %1 (%2) started: %3</source>
        <translation>Zustellung %1 (%2) gestartet: %3</translation>
    </message>
    <message>
        <source>; injected fault: %1</source>
        <translation>; eingeschleuster Fehler: %1</translation>
    </message>
    <message>
        <source>; the message was already acked</source>
        <translation>; die Nachricht war bereits bestätigt (Ack)</translation>
    </message>
    <message>
        <source>%1 of attempt %2 (delivery %3) came after its ack deadline: the push request had already timed out, so the channel ignores it; the redelivery stands</source>
        <translation>%1 von Versuch %2 (Zustellung %3) kam nach seiner Ack-Frist: Die Push-Anfrage war bereits abgelaufen, daher ignoriert der Kanal sie; die erneute Zustellung bleibt bestehen</translation>
    </message>
    <message>
        <source>ack deadline exceeded (the handler was still running)</source>
        <translation>Ack-Frist überschritten (der Handler lief noch)</translation>
    </message>
    <message>
        <source>the ack deadline (%1) of delivery %2 passed while its handler was still running: the push request timed out, so the message is redelivered as delivery %3 (%4), due now, alongside the attempt still running</source>
        <translation>die Ack-Frist (%1) von Zustellung %2 verstrich, während ihr Handler noch lief: Die Push-Anfrage lief ab, daher wird die Nachricht erneut als Zustellung %3 (%4) zugestellt, jetzt fällig, neben dem noch laufenden Versuch</translation>
    </message>
    <message>
        <source>the ack</source>
        <translation>das Ack</translation>
    </message>
    <message>
        <source>acked on attempt %1; the message is done</source>
        <translation>bestätigt (Ack) bei Versuch %1; die Nachricht ist erledigt</translation>
    </message>
    <message>
        <source>acked again on attempt %1: this delivery repeated a message that was already acked</source>
        <translation>erneut bestätigt (Ack) bei Versuch %1: Diese Zustellung wiederholte eine bereits bestätigte Nachricht</translation>
    </message>
    <message>
        <source>acked on attempt %1, but the message was already %2</source>
        <translation>bestätigt (Ack) bei Versuch %1, aber die Nachricht war bereits %2</translation>
    </message>
    <message>
        <source>the failure (%1)</source>
        <translation>der Fehlschlag (%1)</translation>
    </message>
    <message>
        <source>failed with %1 on attempt %2; the message was already %3, so nothing is retried</source>
        <translation>fehlgeschlagen mit %1 bei Versuch %2; die Nachricht war bereits %3, daher wird nichts wiederholt</translation>
    </message>
    <message>
        <source>failed with %1 and lost: retries are off; the platform still reports the invocation as handled</source>
        <translation>fehlgeschlagen mit %1 und verloren: Wiederholungen sind aus; die Plattform meldet den Aufruf trotzdem als verarbeitet</translation>
    </message>
    <message>
        <source>the missing ack</source>
        <translation>das fehlende Ack</translation>
    </message>
    <message>
        <source>no ack for attempt %1 (%2); the message was already %3, so it is not redelivered</source>
        <translation>kein Ack für Versuch %1 (%2); die Nachricht war bereits %3, daher wird sie nicht erneut zugestellt</translation>
    </message>
    <message>
        <source>no ack for attempt %1 (%2): the message is redelivered when the ack deadline (%3) passes</source>
        <translation>kein Ack für Versuch %1 (%2): Die Nachricht wird erneut zugestellt, wenn die Ack-Frist (%3) verstreicht</translation>
    </message>
    <message>
        <source>duplicate delivery %1 of message %2 queued, due now</source>
        <translation>doppelte Zustellung %1 von Nachricht %2 eingereiht, jetzt fällig</translation>
    </message>
    <message>
        <source>: the message was already acked, so this is a redelivery after success</source>
        <translation>: Die Nachricht war bereits bestätigt, dies ist also eine erneute Zustellung nach Erfolg</translation>
    </message>
    <message>
        <source>delivery %1 moved before delivery %2 (position %3 -&gt; %4)</source>
        <translation>Zustellung %1 vor Zustellung %2 verschoben (Position %3 -&gt; %4)</translation>
    </message>
    <message>
        <source>delivery %1 moved up (position %2 -&gt; %3)</source>
        <translation>Zustellung %1 nach oben verschoben (Position %2 -&gt; %3)</translation>
    </message>
    <message>
        <source>delivery %1 moved down (position %2 -&gt; %3)</source>
        <translation>Zustellung %1 nach unten verschoben (Position %2 -&gt; %3)</translation>
    </message>
    <message>
        <source>fault cleared on delivery %1</source>
        <translation>Fehler an Zustellung %1 entfernt</translation>
    </message>
    <message>
        <source>fault %1 injected into delivery %2 (this attempt only)</source>
        <translation>Fehler %1 in Zustellung %2 eingeschleust (nur dieser Versuch)</translation>
    </message>
    <message>
        <source>dead letter %1 held in the topic, not redriven: %2</source>
        <translation>Dead Letter %1 im Topic zurückgehalten, nicht erneut eingespielt: %2</translation>
    </message>
    <message>
        <source>dead letter %1 (message %2, %3 attempts) redriven as message %4 with the same source+id; attempts restart; redrive %5 of at most %6; delivery %7 due now</source>
        <translation>Dead Letter %1 (Nachricht %2, %3 Versuche) erneut eingespielt als Nachricht %4 mit derselben source+id; die Versuche beginnen neu; Redrive %5 von höchstens %6; Zustellung %7 jetzt fällig</translation>
    </message>
    <message>
        <source>redriven 1 time already, the redrive limit (%1), and it came back every time: fix its cause (or raise the limit) before redriving it again</source>
        <translation>bereits 1-mal erneut eingespielt, das Redrive-Limit (%1), und jedes Mal zurückgekommen: Beheben Sie die Ursache (oder erhöhen Sie das Limit), bevor Sie es erneut einspielen</translation>
    </message>
    <message>
        <source>redriven %1 times already, the redrive limit (%2), and it came back every time: fix its cause (or raise the limit) before redriving it again</source>
        <translation>bereits %1-mal erneut eingespielt, das Redrive-Limit (%2), und jedes Mal zurückgekommen: Beheben Sie die Ursache (oder erhöhen Sie das Limit), bevor Sie es erneut einspielen</translation>
    </message>
    <message>
        <source>max delivery attempts (%1) reached</source>
        <translation>maximale Zustellversuche (%1) erreicht</translation>
    </message>
    <message>
        <source>dead-lettered after %1 attempts: %2</source>
        <translation>nach %1 Versuchen ins Dead-Letter-Topic verschoben: %2</translation>
    </message>
    <message>
        <source>; back after redrive %1</source>
        <translation>; zurück nach Redrive %1</translation>
    </message>
    <message>
        <source>%1 (dead letter %2%3)</source>
        <translation>%1 (Dead Letter %2%3)</translation>
    </message>
    <message>
        <source>retry %1 of %2</source>
        <translation>Wiederholung %1 von %2</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>Wiederholung %1</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>jetzt fällig</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>delivery %1 failed with %2; %3 as delivery %4 (%5) %6 %7</source>
        <translation>Zustellung %1 fehlgeschlagen mit %2; %3 als Zustellung %4 (%5) %6 %7</translation>
    </message>
    <message>
        <source>ack deadline exceeded (%1)</source>
        <translation>Ack-Frist überschritten (%1)</translation>
    </message>
    <message>
        <source>the ack deadline for delivery %1 passed without an ack: redelivered as delivery %2 (%3), due now</source>
        <translation>die Ack-Frist für Zustellung %1 verstrich ohne Ack: erneut zugestellt als Zustellung %2 (%3), jetzt fällig</translation>
    </message>
    <message>
        <source>; last error: %1</source>
        <translation>; letzter Fehler: %1</translation>
    </message>
    <message>
        <source>with retries off</source>
        <translation>bei ausgeschalteten Wiederholungen</translation>
    </message>
    <message>
        <source>before its %1 delivery attempts were used up (the dead-letter topic takes a message only then)</source>
        <translation>bevor ihre %1 Zustellversuche aufgebraucht waren (das Dead-Letter-Topic nimmt eine Nachricht erst dann auf)</translation>
    </message>
    <message>
        <source>with no dead-letter topic, so no attempt limit</source>
        <translation>ohne Dead-Letter-Topic, also ohne Versuchslimit</translation>
    </message>
    <message>
        <source>with unlimited retries</source>
        <translation>bei unbegrenzten Wiederholungen</translation>
    </message>
    <message>
        <source>discarded: retention (%1) expired before an ack, after %2 attempts, %3; the event is lost%4</source>
        <translation>verworfen: Die Aufbewahrung (%1) lief vor einem Ack ab, nach %2 Versuchen, %3; das Ereignis ist verloren%4</translation>
    </message>
    <message>
        <source>first delivery</source>
        <translation>erste Zustellung</translation>
    </message>
    <message>
        <source>retry</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>redelivery after the ack deadline</source>
        <translation>erneute Zustellung nach der Ack-Frist</translation>
    </message>
    <message>
        <source>duplicate delivery</source>
        <translation>doppelte Zustellung</translation>
    </message>
    <message>
        <source>redriven from the dead-letter topic</source>
        <translation>aus dem Dead-Letter-Topic erneut eingespielt</translation>
    </message>
    <message>
        <source>attempt %1, retries off</source>
        <translation>Versuch %1, Wiederholungen aus</translation>
    </message>
    <message>
        <source>attempt %1, no attempt limit without a dead-letter topic</source>
        <translation>Versuch %1, ohne Dead-Letter-Topic kein Versuchslimit</translation>
    </message>
    <message>
        <source>attempt %1 of %2</source>
        <translation>Versuch %1 von %2</translation>
    </message>
    <message>
        <source>attempt %1, retries unlimited</source>
        <translation>Versuch %1, Wiederholungen unbegrenzt</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>(minimum backoff 0 s)</source>
        <translation>(minimaler Backoff 0 s)</translation>
    </message>
    <message>
        <source>(backoff %1 x 2^%2, capped at the %3 maximum)</source>
        <translation>(Backoff %1 x 2^%2, begrenzt auf das Maximum von %3)</translation>
    </message>
    <message>
        <source>(backoff %1 x 2^%2)</source>
        <translation>(Backoff %1 x 2^%2)</translation>
    </message>
    <message>
        <source>; 1 queued delivery withdrawn</source>
        <translation>; 1 eingereihte Zustellung zurückgezogen</translation>
    </message>
    <message>
        <source>; %1 queued deliveries withdrawn</source>
        <translation>; %1 eingereihte Zustellungen zurückgezogen</translation>
    </message>
</context>
<context>
    <name>atlas::ChaosCli</name>
    <message>
        <source>--%1 has no choice &apos;%2&apos;. %3</source>
        <translation>--%1 kennt die Wahl „%2“ nicht. %3</translation>
    </message>
    <message>
        <source>--lost-acks %1 + --crashes %2 + --transients %3 = %4, but they share one draw per delivery and must not add up to more than 1</source>
        <translation>--lost-acks %1 + --crashes %2 + --transients %3 = %4, aber sie teilen sich eine Auslosung pro Zustellung und dürfen zusammen nicht mehr als 1 ergeben</translation>
    </message>
    <message>
        <source>%1/%2 events</source>
        <translation>%1/%2 Ereignisse</translation>
    </message>
    <message>
        <source>AtlasMart chaos run: seed %1, %2 orders, %3 events, retry %4, strategy %5
</source>
        <translation>AtlasMart-Chaoslauf: Seed %1, %2 Bestellungen, %3 Ereignisse, Wiederholung %4, Strategie %5
</translation>
    </message>
    <message>
        <source>deliveries (attempts)</source>
        <translation>Zustellungen (Versuche)</translation>
    </message>
    <message>
        <source>duplicates detected</source>
        <translation>erkannte Duplikate</translation>
    </message>
    <message>
        <source>duplicate rate</source>
        <translation>Duplikatrate</translation>
    </message>
    <message>
        <source>retries and redeliveries</source>
        <translation>Wiederholungen und erneute Zustellungen</translation>
    </message>
    <message>
        <source>handler failures, retryable</source>
        <translation>Handler-Fehler, wiederholbar</translation>
    </message>
    <message>
        <source>handler failures, permanent</source>
        <translation>Handler-Fehler, dauerhaft</translation>
    </message>
    <message>
        <source>dead-lettered (topic size)</source>
        <translation>im Dead-Letter-Topic (Größe)</translation>
    </message>
    <message>
        <source>parked (needs review)</source>
        <translation>zurückgestellt (zu prüfen)</translation>
    </message>
    <message>
        <source>dropped or expired (lost)</source>
        <translation>verworfen oder abgelaufen (verloren)</translation>
    </message>
    <message>
        <source>emails sent</source>
        <translation>gesendete E-Mails</translation>
    </message>
    <message>
        <source>distinct receipts</source>
        <translation>verschiedene Quittungen</translation>
    </message>
    <message>
        <source>simulated cost (USD)</source>
        <translation>simulierte Kosten (USD)</translation>
    </message>
    <message>
        <source>Invariants</source>
        <translation>Invarianten</translation>
    </message>
    <message>
        <source>(+%1 more)</source>
        <translation>(+%1 weitere)</translation>
    </message>
    <message>
        <source>%1
  The run stopped; the file holds every step before the failure and is consistent (check it with --check-session).</source>
        <translation>%1
  Der Lauf wurde angehalten; die Datei enthält jeden Schritt vor dem Fehler und ist konsistent (prüfen Sie sie mit --check-session).</translation>
    </message>
    <message>
        <source>cannot write the journal to &apos;%1&apos;: %2</source>
        <translation>das Journal kann nicht nach „%1“ geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write the journal to &apos;%1&apos;: %2; the journal is incomplete: %3 of %4 entries were written</source>
        <translation>das Journal kann nicht nach „%1“ geschrieben werden: %2; das Journal ist unvollständig: %3 von %4 Einträgen wurden geschrieben</translation>
    </message>
    <message>
        <source>, and the run stopped after %1 of %2 events</source>
        <translation>, und der Lauf hielt nach %1 von %2 Ereignissen an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists and is not a journal the lab wrote; not overwriting it (give --journal a new file name)</source>
        <translation>&apos;%1&apos; existiert und ist kein Journal, das das Labor geschrieben hat; es wird nicht überschrieben (geben Sie --journal einen neuen Dateinamen)</translation>
    </message>
</context>
<context>
    <name>atlas::ChaosSection</name>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Chaos run</source>
        <translation>Chaoslauf</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>How many orders the run creates: an ORDER_RESERVED and a payment result each</source>
        <translation>Wie viele Bestellungen der Lauf anlegt: je ein ORDER_RESERVED und ein Zahlungsergebnis</translation>
    </message>
    <message>
        <source>Events to publish; beyond two per order they are new envelopes of a payment result (same payment key, new id)</source>
        <translation>Zu veröffentlichende Ereignisse; über zwei pro Bestellung hinaus sind es neue Umschläge eines Zahlungsergebnisses (gleicher Zahlungsschlüssel, neue ID)</translation>
    </message>
    <message>
        <source>Share of events delivered twice: at-least-once delivery</source>
        <translation>Anteil der Ereignisse, die doppelt zugestellt werden: At-least-once-Zustellung</translation>
    </message>
    <message>
        <source>Share of events moved ahead of earlier ones: ordering is not guaranteed</source>
        <translation>Anteil der Ereignisse, die vor frühere gezogen werden: Die Reihenfolge ist nicht garantiert</translation>
    </message>
    <message>
        <source>Share of deliveries whose ack is lost: redelivered after the ack deadline</source>
        <translation>Anteil der Zustellungen, deren Ack verloren geht: erneut zugestellt nach der Ack-Frist</translation>
    </message>
    <message>
        <source>Share of deliveries that crash before, between or after their writes</source>
        <translation>Anteil der Zustellungen, die vor, zwischen oder nach ihren Schreibvorgängen abstürzen</translation>
    </message>
    <message>
        <source>Share of deliveries that fail with a retryable error</source>
        <translation>Anteil der Zustellungen, die mit einem wiederholbaren Fehler scheitern</translation>
    </message>
    <message>
        <source>Events published per timer tick at most; slices are also kept under %1 ms so the window stays responsive</source>
        <translation>Höchstens so viele Ereignisse pro Timer-Tick veröffentlichen; Abschnitte bleiben außerdem unter %1 ms, damit das Fenster reagiert</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Bestellungen</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Duplikate</translation>
    </message>
    <message>
        <source>Reordered</source>
        <translation>Umsortiert</translation>
    </message>
    <message>
        <source>Lost acks</source>
        <translation>Verlorene Acks</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Abstürze</translation>
    </message>
    <message>
        <source>Transient failures</source>
        <translation>Vorübergehende Fehler</translation>
    </message>
    <message>
        <source>Speed (events per tick)</source>
        <translation>Tempo (Ereignisse pro Tick)</translation>
    </message>
    <message>
        <source>Published %1 of %2 events (%3 per slice, last slice %4 ms)</source>
        <translation>%1 von %2 Ereignissen veröffentlicht (%3 pro Abschnitt, letzter Abschnitt %4 ms)</translation>
    </message>
    <message>
        <source>Delivering what is still pending: retries and redeliveries…</source>
        <translation>Was noch aussteht, wird zugestellt: Wiederholungen und erneute Zustellungen…</translation>
    </message>
    <message>
        <source>Cancelled after %1 events; what ran is in the log, so step back replays it.</source>
        <translation>Nach %1 Ereignissen abgebrochen; was lief, steht im Protokoll, „Schritt zurück“ spielt es also erneut ab.</translation>
    </message>
    <message>
        <source>Done: %1 events published and delivered.</source>
        <translation>Fertig: %1 Ereignisse veröffentlicht und zugestellt.</translation>
    </message>
    <message>
        <source>A chaos run is in progress: wait for it or cancel it</source>
        <translation>Ein Chaoslauf läuft: Warten Sie auf ihn oder brechen Sie ihn ab</translation>
    </message>
    <message>
        <source>A chaos run is already in progress; cancel it or wait for it to finish</source>
        <translation>Ein Chaoslauf läuft bereits; brechen Sie ihn ab oder warten Sie, bis er fertig ist</translation>
    </message>
    <message>
        <source>Publish the events with these faults, delivering as it goes, then deliver everything still pending</source>
        <translation>Die Ereignisse mit diesen Fehlern veröffentlichen, dabei zustellen und danach alles noch Ausstehende zustellen</translation>
    </message>
    <message>
        <source>Stop publishing; what was published is still delivered, and the run is logged so step back can replay it</source>
        <translation>Das Veröffentlichen beenden; was veröffentlicht wurde, wird noch zugestellt, und der Lauf wird protokolliert, damit „Schritt zurück“ ihn erneut abspielen kann</translation>
    </message>
    <message>
        <source>No chaos run is in progress</source>
        <translation>Es läuft kein Chaoslauf</translation>
    </message>
    <message>
        <source>Cancelling: delivering what is pending</source>
        <translation>Abbruch: Ausstehendes wird zugestellt</translation>
    </message>
</context>
<context>
    <name>atlas::ClassRegistry</name>
    <message>
        <source>A class needs a name.</source>
        <translation>Eine Klasse braucht einen Namen.</translation>
    </message>
    <message>
        <source>The class server %1 cannot be reached: %2</source>
        <translation>Der Klassenserver %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>The class tables could not be created: %1</source>
        <translation>Die Klassentabellen konnten nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>No free class code was found; try again.</source>
        <translation>Es wurde kein freier Klassencode gefunden; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>No class has been created on this server yet.</source>
        <translation>Auf diesem Server wurde noch keine Klasse erstellt.</translation>
    </message>
    <message>
        <source>The server has no class %1.</source>
        <translation>Der Server hat keine Klasse %1.</translation>
    </message>
</context>
<context>
    <name>atlas::ClassroomController</name>
    <message>
        <source>&amp;Create class…</source>
        <translation>Klasse &amp;erstellen…</translation>
    </message>
    <message>
        <source>Create class: a class on a shared PostgreSQL server, with a code learners join with (for the teacher)</source>
        <translation>Klasse erstellen: eine Klasse auf einem gemeinsamen PostgreSQL-Server, mit einem Code, mit dem Lernende beitreten (für die Lehrkraft)</translation>
    </message>
    <message>
        <source>&amp;Join class…</source>
        <translation>Klasse &amp;beitreten…</translation>
    </message>
    <message>
        <source>Join class: send your scenario and question results to your teacher&apos;s class server</source>
        <translation>Klasse beitreten: Ihre Ergebnisse zu Szenarien und Fragen an den Klassenserver Ihrer Lehrkraft senden</translation>
    </message>
    <message>
        <source>&amp;Leave class</source>
        <translation>Klasse &amp;verlassen</translation>
    </message>
    <message>
        <source>Leave class: stop sending results (what is queued stays queued)</source>
        <translation>Klasse verlassen: keine Ergebnisse mehr senden (was in der Warteschlange steht, bleibt dort)</translation>
    </message>
    <message>
        <source>&amp;Upload now</source>
        <translation>Jetzt &amp;hochladen</translation>
    </message>
    <message>
        <source>Upload now: send what is queued without waiting for the next retry</source>
        <translation>Jetzt hochladen: senden, was in der Warteschlange steht, ohne auf die nächste Wiederholung zu warten</translation>
    </message>
    <message>
        <source>Instructor &amp;dashboard</source>
        <translation>&amp;Dashboard für Lehrkräfte</translation>
    </message>
    <message>
        <source>Instructor dashboard: the class live, learners × scenarios, questions and exercises</source>
        <translation>Dashboard für Lehrkräfte: die Klasse live, Lernende × Szenarien, Fragen und Übungen</translation>
    </message>
    <message>
        <source>Class %1: offline, %2 queued</source>
        <translation>Klasse %1: offline, %2 in der Warteschlange</translation>
    </message>
    <message>
        <source>Class %1: not sent, %2 queued</source>
        <translation>Klasse %1: nicht gesendet, %2 in der Warteschlange</translation>
    </message>
    <message>
        <source>Class %1: sending %2</source>
        <translation>Klasse %1: %2 im Versand</translation>
    </message>
    <message>
        <source>Class %1: %2 sent, %3 queued</source>
        <translation>Klasse %1: %2 gesendet, %3 in der Warteschlange</translation>
    </message>
    <message>
        <source>Results for %1 go to %2. They are kept on this computer first and resent until the server confirms them; the server keeps each one once.</source>
        <translation>Ergebnisse für %1 gehen an %2. Sie werden zuerst auf diesem Computer gespeichert und erneut gesendet, bis der Server sie bestätigt; der Server speichert jedes nur einmal.</translation>
    </message>
    <message>
        <source>Class %1: the attempt was not sent (%2)</source>
        <translation>Klasse %1: der Versuch wurde nicht gesendet (%2)</translation>
    </message>
</context>
<context>
    <name>atlas::CliOptions</name>
    <message>
        <source>the window (no --headless)</source>
        <translation>das Fenster (ohne --headless)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>AtlasMart Idempotency Lab: watch an event-driven order backend survive duplicates, reordering, lost acks, crashes and poison events.
Exit codes: 0 ok, 1 an invariant or expectation failed, 2 bad arguments, 3 a file could not be used or written (or an internal error).</source>
        <translation>AtlasMart Idempotency Lab: Sehen Sie zu, wie ein ereignisgesteuertes Bestell-Backend Duplikate, Umsortierung, verlorene Acks, Abstürze und Poison-Ereignisse übersteht.
Exit-Codes: 0 in Ordnung, 1 eine Invariante oder Erwartung ist verletzt, 2 ungültige Argumente, 3 eine Datei konnte nicht benutzt oder geschrieben werden (oder ein interner Fehler).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>%1 and %2 are different modes; choose one</source>
        <translation>%1 und %2 sind verschiedene Modi; wählen Sie einen</translation>
    </message>
    <message>
        <source>--headless needs %1</source>
        <translation>--headless braucht %1</translation>
    </message>
    <message>
        <source>%1 needs --headless: it belongs to %2</source>
        <translation>%1 braucht --headless: es gehört zu %2</translation>
    </message>
    <message>
        <source>%1 does not apply to %2: it belongs to %3</source>
        <translation>%1 gilt nicht für %2: es gehört zu %3</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, got &apos;%4&apos;</source>
        <translation>%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <source>%1 must be a number from 0 to 1, got &apos;%2&apos;</source>
        <translation>%1 muss eine Zahl von 0 bis 1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>Run without a window (chaos, lessons).</source>
        <translation>Ohne Fenster laufen (Chaos, Lektionen).</translation>
    </message>
    <message>
        <source>Run a seeded chaos stream and print a summary.</source>
        <translation>Einen Chaos-Strom mit Seed laufen lassen und eine Zusammenfassung ausgeben.</translation>
    </message>
    <message>
        <source>Seed of the lab&apos;s RNG (default 1).</source>
        <translation>Seed des Zufallsgenerators des Labs (Standard 1).</translation>
    </message>
    <message>
        <source>Orders in a chaos run (default 100).</source>
        <translation>Bestellungen in einem Chaoslauf (Standard 100).</translation>
    </message>
    <message>
        <source>Events published in a chaos run (default 1000).</source>
        <translation>In einem Chaoslauf veröffentlichte Ereignisse (Standard 1000).</translation>
    </message>
    <message>
        <source>Retry policy: off, bounded (default) or unlimited.</source>
        <translation>Wiederholungsrichtlinie: off, bounded (Standard) oder unlimited.</translation>
    </message>
    <message>
        <source>Handler strategy for every event type: inbox-in-transaction (default), no-dedup, marker-before-effect, marker-after-effect, event-id-only, business-key-only.</source>
        <translation>Handler-Strategie für jeden Ereignistyp: inbox-in-transaction (Standard), no-dedup, marker-before-effect, marker-after-effect, event-id-only, business-key-only.</translation>
    </message>
    <message>
        <source>Outbox relay: outbox-with-provider-key (default), flag-before-send, flag-after-send.</source>
        <translation>Outbox-Relay: outbox-with-provider-key (Standard), flag-before-send, flag-after-send.</translation>
    </message>
    <message>
        <source>Chaos duplicate rate, 0..1 (default 0.1).</source>
        <translation>Chaos-Duplikatrate, 0..1 (Standard 0.1).</translation>
    </message>
    <message>
        <source>Chaos reorder rate, 0..1 (default 0.05).</source>
        <translation>Chaos-Umsortierungsrate, 0..1 (Standard 0.05).</translation>
    </message>
    <message>
        <source>Chaos lost-ack rate, 0..1 (default 0.02).</source>
        <translation>Chaos-Rate verlorener Acks, 0..1 (Standard 0.02).</translation>
    </message>
    <message>
        <source>Chaos crash rate, 0..1 (default 0).</source>
        <translation>Chaos-Absturzrate, 0..1 (Standard 0).</translation>
    </message>
    <message>
        <source>Chaos transient-error rate, 0..1 (default 0).</source>
        <translation>Chaos-Rate vorübergehender Fehler, 0..1 (Standard 0).</translation>
    </message>
    <message>
        <source>Record the session in FILE: with --chaos a new file (one that holds a session is refused untouched); in the window, the session to open or start.</source>
        <translation>Die Sitzung in FILE aufzeichnen: mit --chaos eine neue Datei (eine, die schon eine Sitzung enthält, wird unberührt abgelehnt); im Fenster die Sitzung, die geöffnet oder begonnen wird.</translation>
    </message>
    <message>
        <source>Check a session file: what it holds, SQLite&apos;s integrity, and whether its command log replays to its documents and journal (exit 0 consistent, 1 not, 3 unusable).</source>
        <translation>Eine Sitzungsdatei prüfen: was sie enthält, die Integrität von SQLite und ob ihr Befehlsprotokoll wieder zu ihren Dokumenten und ihrem Journal führt (Exit 0 konsistent, 1 nicht, 3 unbrauchbar).</translation>
    </message>
    <message>
        <source>Print the summary as JSON.</source>
        <translation>Die Zusammenfassung als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Only this scenario of the lesson.</source>
        <translation>Nur dieses Szenario der Lektion.</translation>
    </message>
    <message>
        <source>With --headless --lesson: play the scenario(s), then print the reconciliation report (per order: expected, sent, finding); exit 1 when findings remain open.</source>
        <translation>Mit --headless --lesson: das Szenario bzw. die Szenarien abspielen und dann den Abgleichsbericht ausgeben (pro Bestellung: erwartet, gesendet, Befund); Exit 1, wenn Befunde offen bleiben.</translation>
    </message>
    <message>
        <source>With --headless --lesson and --scenario: search every delivery order and placement of at most --max-faults faults for a shortest run that breaks an invariant; exit 1 when one is found (its trace is printed), 0 when the bounded space holds.</source>
        <translation>Mit --headless --lesson und --scenario: jede Zustellreihenfolge und Platzierung von höchstens --max-faults Fehlern nach einem kürzesten Lauf durchsuchen, der eine Invariante bricht; Exit 1, wenn einer gefunden wird (seine Spur wird ausgegeben), 0, wenn der begrenzte Raum hält.</translation>
    </message>
    <message>
        <source>With --explore: at most K faults per run (0-4, default 2).</source>
        <translation>Mit --explore: höchstens K Fehler pro Lauf (0-4, Standard 2).</translation>
    </message>
    <message>
        <source>With --explore: the faults to place, comma-separated (default all): duplicate, reorder, lost-ack, crash-before-commit, crash-between-writes, crash-after-commit, transient-error, new-envelope, provider-timeout-after-accept, relay-crash-after-send, lease-expiry.</source>
        <translation>Mit --explore: die zu platzierenden Fehler, durch Kommas getrennt (Standard alle): duplicate, reorder, lost-ack, crash-before-commit, crash-between-writes, crash-after-commit, transient-error, new-envelope, provider-timeout-after-accept, relay-crash-after-send, lease-expiry.</translation>
    </message>
    <message>
        <source>With --explore: write the violating trace as a lesson file (one scenario the player plays unchanged).</source>
        <translation>Mit --explore: die verletzende Spur als Lektionsdatei schreiben (ein Szenario, das der Player unverändert abspielt).</translation>
    </message>
    <message>
        <source>Print the crash-point matrix: every handler and relay strategy against every fault point (exit 1 when a correct strategy&apos;s row is not exactly once everywhere).</source>
        <translation>Die Absturzpunkt-Matrix ausgeben: jede Handler- und Relay-Strategie gegen jeden Fehlerpunkt (Exit 1, wenn die Zeile einer korrekten Strategie nicht überall genau einmal ist).</translation>
    </message>
    <message>
        <source>List the shipped lessons, their scenarios and questions.</source>
        <translation>Die mitgelieferten Lektionen, ihre Szenarien und Fragen auflisten.</translation>
    </message>
    <message>
        <source>Report every error in a lesson file.</source>
        <translation>Jeden Fehler einer Lektionsdatei melden.</translation>
    </message>
    <message>
        <source>With --screenshot: the PNG&apos;s size (default 1600x1000).</source>
        <translation>Mit --screenshot: die Größe des PNG (Standard 1600x1000).</translation>
    </message>
    <message>
        <source>Start in presenter mode (large fonts).</source>
        <translation>Im Präsentationsmodus starten (große Schrift).</translation>
    </message>
    <message>
        <source>Start with the dark theme (as --theme dark).</source>
        <translation>Mit dem dunklen Design starten (wie --theme dark).</translation>
    </message>
    <message>
        <source>Start with this theme: light, dark or system.</source>
        <translation>Mit diesem Design starten: light, dark oder system.</translation>
    </message>
    <message>
        <source>Order sagas in a chaos run, after its events (four SAGA_* events each; default 0).</source>
        <translation>Bestell-Sagas in einem Chaoslauf, nach seinen Ereignissen (je vier SAGA_*-Ereignisse; Standard 0).</translation>
    </message>
    <message>
        <source>Replay a handed-in exercise attempt and recompute its grade (exit 0 matching, 1 mismatch or tampered, 2 bad attempt file).</source>
        <translation>Einen abgegebenen Übungsversuch erneut abspielen und seine Bewertung neu berechnen (Exit 0 übereinstimmend, 1 abweichend oder manipuliert, 2 fehlerhafte Versuchsdatei).</translation>
    </message>
    <message>
        <source>With --grade: also write a Gradescope-style results.json to FILE.</source>
        <translation>Mit --grade: zusätzlich eine results.json im Gradescope-Stil nach FILE schreiben.</translation>
    </message>
    <message>
        <source>With --chaos: run the handlers as concurrent workers over this PostgreSQL database, postgresql://USER@HOST:PORT/DB (default: the embedded SQLite store, one handler).</source>
        <translation>Mit --chaos: die Handler als nebenläufige Worker auf dieser PostgreSQL-Datenbank ausführen, postgresql://USER@HOST:PORT/DB (Standard: der eingebettete SQLite-Speicher, ein Handler).</translation>
    </message>
    <message>
        <source>With --store: concurrent workers, each with its own connection (1-64, default 4).</source>
        <translation>Mit --store: nebenläufige Worker, jeder mit eigener Verbindung (1-64, Standard 4).</translation>
    </message>
    <message>
        <source>Decide each client request of a JSON file ([{op, path, auth, data, existing}]) under the chapter&apos;s security rules and print the verdict and the deciding rule (exit 0; 2 for a bad file).</source>
        <translation>Jede Client-Anfrage einer JSON-Datei ([{op, path, auth, data, existing}]) nach den Sicherheitsregeln des Kapitels entscheiden und das Urteil mit der entscheidenden Regel ausgeben (Exit 0; 2 bei einer fehlerhaften Datei).</translation>
    </message>
    <message>
        <source>With --rules-check: the rules to use instead of the chapter&apos;s (a firestore.rules file).</source>
        <translation>Mit --rules-check: die Regeln, die statt derer des Kapitels gelten (eine firestore.rules-Datei).</translation>
    </message>
    <message>
        <source>%1 is given %2 times (&apos;%3&apos;); give it once</source>
        <translation>%1 wurde %2-mal angegeben (&apos;%3&apos;); geben Sie es einmal an</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>Write the whole journal as JSON Lines to FILE (an existing file only if it is empty or an earlier journal).</source>
        <translation>Das ganze Journal als JSON Lines nach FILE schreiben (eine vorhandene Datei nur, wenn sie leer oder ein früheres Journal ist).</translation>
    </message>
    <message>
        <source>Play a lesson file (with --headless: print its transcript; with --grade: the attempt&apos;s lesson).</source>
        <translation>Eine Lektionsdatei abspielen (mit --headless: ihr Protokoll ausgeben; mit --grade: die Lektion des Versuchs).</translation>
    </message>
    <message>
        <source>Render the window to a PNG and exit (an existing file only if the lab took it).</source>
        <translation>Das Fenster als PNG rendern und beenden (eine vorhandene Datei nur, wenn das Labor sie erstellt hat).</translation>
    </message>
</context>
<context>
    <name>atlas::CompareSideView</name>
    <message>
        <source>Orders</source>
        <translation>Bestellungen</translation>
    </message>
    <message>
        <source>Inbox</source>
        <translation>Inbox</translation>
    </message>
    <message>
        <source>Outbox</source>
        <translation>Postausgang (Outbox)</translation>
    </message>
    <message>
        <source>Parked</source>
        <translation>Zurückgestellt</translation>
    </message>
    <message>
        <source>Emails</source>
        <translation>E-Mails</translation>
    </message>
    <message>
        <source>Left world</source>
        <translation>Linke Welt</translation>
    </message>
    <message>
        <source>Right world</source>
        <translation>Rechte Welt</translation>
    </message>
    <message>
        <source>The revenue this world booked (the sum of its revenue counter&apos;s shards) and the receipt emails its provider sent</source>
        <translation>Der Umsatz, den diese Welt gebucht hat (die Summe der Shards ihres Umsatzzählers), und die Quittungs-E-Mails, die ihr Anbieter gesendet hat</translation>
    </message>
    <message>
        <source>as the setup says</source>
        <translation>wie im Setup</translation>
    </message>
    <message>
        <source>The handler strategy of every event type in the %1; choosing another starts both worlds again</source>
        <translation>Die Handler-Strategie jedes Ereignistyps in der %1; eine andere Wahl startet beide Welten neu</translation>
    </message>
    <message>
        <source>How the outbox relay of the %1 orders its flag and its send; choosing another starts both worlds again</source>
        <translation>Wie das Outbox-Relay der %1 sein Flag und seinen Versand ordnet; eine andere Wahl startet beide Welten neu</translation>
    </message>
    <message>
        <source>&amp;Handler:</source>
        <translation>&amp;Handler:</translation>
    </message>
    <message>
        <source>Rela&amp;y:</source>
        <translation>Rela&amp;y:</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>state</source>
        <translation>state</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>updatedAt</source>
        <translation>updatedAt</translation>
    </message>
    <message>
        <source>paymentKey</source>
        <translation>paymentKey</translation>
    </message>
    <message>
        <source>lastEventId</source>
        <translation>lastEventId</translation>
    </message>
    <message>
        <source>Revenue booked: %1 · receipt emails sent: %2</source>
        <translation>Gebuchter Umsatz: %1 · gesendete Quittungs-E-Mails: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, %3 ≠)</source>
        <translation>%1 (%2, %3 ≠)</translation>
    </message>
    <message>
        <source>This world refused it: %1</source>
        <translation>Diese Welt hat es abgelehnt: %1</translation>
    </message>
    <message>
        <source>✗ refused: %1</source>
        <translation>✗ abgelehnt: %1</translation>
    </message>
    <message>
        <source>Nothing to check on this side in this step.</source>
        <translation>Auf dieser Seite gibt es in diesem Schritt nichts zu prüfen.</translation>
    </message>
    <message>
        <source>Sagas</source>
        <translation>Sagas</translation>
    </message>
    <message>
        <source>Reservations</source>
        <translation>Reservierungen</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
</context>
<context>
    <name>atlas::CompareWindow</name>
    <message>
        <source>The two worlds hold the same documents.</source>
        <translation>Die beiden Welten enthalten dieselben Dokumente.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (left only)</source>
        <translation>%1 (nur links)</translation>
    </message>
    <message>
        <source>%1 (right only)</source>
        <translation>%1 (nur rechts)</translation>
    </message>
    <message>
        <source>No difference in the documents compared</source>
        <translation>Kein Unterschied in den verglichenen Dokumenten</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) differ: </source>
        <translation>
            <numerusform>%n Dokument unterscheidet sich: </numerusform>
            <numerusform>%n Dokumente unterscheiden sich: </numerusform>
        </translation>
    </message>
    <message>
        <source>; and %1 more</source>
        <translation>; und %1 weitere</translation>
    </message>
    <message>
        <source>. Comparison cut: %1.</source>
        <translation>. Vergleich gekürzt: %1.</translation>
    </message>
    <message>
        <source>Compare worlds — AtlasMart Idempotency Lab</source>
        <translation>Welten vergleichen — AtlasMart Idempotency Lab</translation>
    </message>
    <message>
        <source>Both worlds:</source>
        <translation>Beide Welten:</translation>
    </message>
    <message>
        <source>The event type Publish sends, for the order it fits</source>
        <translation>Der Ereignistyp, den „Veröffentlichen“ sendet, für die Bestellung, zu der er passt</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Veröffentlichen</translation>
    </message>
    <message>
        <source>Publish: put the chosen event on both worlds&apos; channels</source>
        <translation>Veröffentlichen: das gewählte Ereignis in die Kanäle beider Welten legen</translation>
    </message>
    <message>
        <source>&amp;Deliver next</source>
        <translation>&amp;Nächstes zustellen</translation>
    </message>
    <message>
        <source>Deliver next: hand both worlds&apos; next due delivery to its handler</source>
        <translation>Nächstes zustellen: die nächste fällige Zustellung beider Welten an ihren Handler übergeben</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Duplicate: deliver the latest message once more on both sides</source>
        <translation>Duplizieren: die letzte Nachricht auf beiden Seiten noch einmal zustellen</translation>
    </message>
    <message>
        <source>The fault Inject puts on the next delivery&apos;s attempt</source>
        <translation>Der Fehler, den „Einschleusen“ beim Versuch der nächsten Zustellung auslöst</translation>
    </message>
    <message>
        <source>&amp;Inject fault</source>
        <translation>Fehler &amp;einschleusen</translation>
    </message>
    <message>
        <source>Inject fault: the chosen fault strikes the next delivery&apos;s next attempt, in both worlds</source>
        <translation>Fehler einschleusen: Der gewählte Fehler trifft den nächsten Versuch der nächsten Zustellung, in beiden Welten</translation>
    </message>
    <message>
        <source>&amp;Run relay</source>
        <translation>&amp;Relay ausführen</translation>
    </message>
    <message>
        <source>Run relay: one pass of both worlds&apos; outbox relays</source>
        <translation>Relay ausführen: ein Durchlauf der Outbox-Relays beider Welten</translation>
    </message>
    <message>
        <source>Advance &amp;clock</source>
        <translation>U&amp;hr vorstellen</translation>
    </message>
    <message>
        <source>Advance clock: move both worlds&apos; clocks to their next due timer (a retry, an ack deadline)</source>
        <translation>Uhr vorstellen: die Uhren beider Welten auf ihren nächsten fälligen Timer stellen (eine Wiederholung, eine Ack-Frist)</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step back: undo the last command in both worlds</source>
        <translation>Schritt zurück: den letzten Befehl in beiden Welten rückgängig machen</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Restart: both worlds from the start, with their strategies kept</source>
        <translation>Neu starten: beide Welten von vorn, ihre Strategien bleiben</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Szenario:</translation>
    </message>
    <message>
        <source>A lesson scenario that plays on both worlds at once</source>
        <translation>Ein Lektionsszenario, das in beiden Welten zugleich läuft</translation>
    </message>
    <message>
        <source>no lesson has a compare scenario</source>
        <translation>keine Lektion hat ein Vergleichsszenario</translation>
    </message>
    <message>
        <source>P&amp;lay scenario</source>
        <translation>Szenario &amp;abspielen</translation>
    </message>
    <message>
        <source>Play scenario: start the chosen scenario on both worlds, each with its side&apos;s strategies</source>
        <translation>Szenario abspielen: das gewählte Szenario in beiden Welten starten, jede mit den Strategien ihrer Seite</translation>
    </message>
    <message>
        <source>Next &amp;step</source>
        <translation>Nächster S&amp;chritt</translation>
    </message>
    <message>
        <source>Next step: run the scenario&apos;s next step on both worlds and check its expectations</source>
        <translation>Nächster Schritt: den nächsten Schritt des Szenarios in beiden Welten ausführen und seine Erwartungen prüfen</translation>
    </message>
    <message>
        <source>&amp;Free play</source>
        <translation>&amp;Freies Spiel</translation>
    </message>
    <message>
        <source>Free play: one order awaiting payment, without deduplication on the left and with the inbox marker on the right</source>
        <translation>Freies Spiel: eine Bestellung, die auf die Zahlung wartet, links ohne Deduplizierung und rechts mit dem Inbox-Marker</translation>
    </message>
    <message>
        <source>Without deduplication</source>
        <translation>Ohne Deduplizierung</translation>
    </message>
    <message>
        <source>Inbox marker in the transaction</source>
        <translation>Inbox-Marker in der Transaktion</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>**Next:** </source>
        <translation>**Als Nächstes:** </translation>
    </message>
    <message>
        <source>**%1** is over.</source>
        <translation>**%1** ist vorbei.</translation>
    </message>
</context>
<context>
    <name>atlas::ControlsPanel</name>
    <message>
        <source>A chaos run is in progress: wait for it or cancel it</source>
        <translation>Ein Chaoslauf läuft: Warten Sie auf ihn oder brechen Sie ihn ab</translation>
    </message>
</context>
<context>
    <name>atlas::CreateClassDialog</name>
    <message>
        <source>Create a class</source>
        <translation>Eine Klasse erstellen</translation>
    </message>
    <message>
        <source>The class server, as postgresql://user@host:port/database (README: A class on a shared PostgreSQL server)</source>
        <translation>Der Klassenserver, als postgresql://user@host:port/database (README: A class on a shared PostgreSQL server)</translation>
    </message>
    <message>
        <source>A name for the class, e.g. Chapter 10, Tuesday group</source>
        <translation>Ein Name für die Klasse, z. B. Kapitel 10, Dienstagsgruppe</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>Class &amp;name:</source>
        <translation>Klassen&amp;name:</translation>
    </message>
    <message>
        <source>The first class on a server also creates its tables.</source>
        <translation>Die erste Klasse auf einem Server legt auch seine Tabellen an.</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>Open &amp;dashboard</source>
        <translation>&amp;Dashboard öffnen</translation>
    </message>
    <message>
        <source>Class code: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Learners choose Class → Join class… and type this code with the server&apos;s address.</source>
        <translation>Klassencode: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Lernende wählen Klasse → Klasse beitreten… und geben diesen Code zusammen mit der Adresse des Servers ein.</translation>
    </message>
    <message>
        <source>Creating the class on %1…</source>
        <translation>Die Klasse wird auf %1 angelegt…</translation>
    </message>
</context>
<context>
    <name>atlas::DashboardModel</name>
    <message>
        <source>Not connected to the class server.</source>
        <translation>Nicht mit dem Klassenserver verbunden.</translation>
    </message>
    <message>
        <source>%1 has sent nothing for %2 yet.</source>
        <translation>%1 hat für %2 noch nichts gesendet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %3 (latest of %n attempt(s))%4</source>
        <translation>
            <numerusform>%1 bei %2: %3 (%n Versuch)%4</numerusform>
            <numerusform>%1 bei %2: %3 (neuester von %n Versuchen)%4</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>
Failed: %1</source>
        <translation>
Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>
Most common failing invariant: %1 (%n record(s))</source>
        <translation>
            <numerusform>
Am häufigsten verletzte Invariante: %1 (%n Eintrag)</numerusform>
            <numerusform>
Am häufigsten verletzte Invariante: %1 (%n Einträge)</numerusform>
        </translation>
    </message>
    <message>
        <source>The class server %1 cannot be reached: %2</source>
        <translation>Der Klassenserver %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>The class server refused to send updates: %1</source>
        <translation>Der Klassenserver hat das Senden von Aktualisierungen abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>atlas::DashboardWindow</name>
    <message>
        <source>Instructor dashboard</source>
        <translation>Dashboard für Lehrkräfte</translation>
    </message>
    <message>
        <source>The class server, as postgresql://user@host:port/database</source>
        <translation>Der Klassenserver, als postgresql://user@host:port/database</translation>
    </message>
    <message>
        <source>The class code Class → Create class… showed</source>
        <translation>Der Klassencode, den Klasse → Klasse erstellen… angezeigt hat</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>Class &amp;code:</source>
        <translation>&amp;Klassencode:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Connect: open the class and follow it live</source>
        <translation>Verbinden: die Klasse öffnen und live verfolgen</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Refresh: read the class again (it also refreshes by itself on every upload)</source>
        <translation>Aktualisieren: die Klasse neu lesen (sie aktualisiert sich auch bei jedem Upload von selbst)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export CSV: the grid and each item&apos;s most common failing invariant, for a spreadsheet</source>
        <translation>CSV exportieren: das Raster und zu jedem Element die am häufigsten verletzte Invariante, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>A row per learner, a column per scenario, question and exercise: the learner&apos;s latest result. Hover a column&apos;s header for the invariant that failed most often there.</source>
        <translation>Eine Zeile pro lernender Person, eine Spalte pro Szenario, Frage und Übung: das neueste Ergebnis der lernenden Person. Zeigen Sie auf den Kopf einer Spalte, um die Invariante zu sehen, die dort am häufigsten verletzt wurde.</translation>
    </message>
    <message>
        <source>Uploads work like the chapter&apos;s inbox: every record carries the key learner + attempt + seq, a learner&apos;s lab resends until the server&apos;s commit is confirmed (at least once), and the server&apos;s INSERT … ON CONFLICT DO NOTHING drops the duplicates, so a resend never counts twice.</source>
        <translation>Uploads funktionieren wie die Inbox des Kapitels: Jeder Datensatz trägt den Schlüssel learner + attempt + seq, das Lab einer lernenden Person sendet erneut, bis der Commit des Servers bestätigt ist (mindestens einmal), und das INSERT … ON CONFLICT DO NOTHING des Servers verwirft die Duplikate, sodass ein erneutes Senden nie doppelt zählt.</translation>
    </message>
    <message>
        <source>Not live: %1</source>
        <translation>Nicht live: %1</translation>
    </message>
    <message>
        <source>Enter the class server and the class code, then Connect.</source>
        <translation>Geben Sie den Klassenserver und den Klassencode ein und klicken Sie dann auf „Verbinden“.</translation>
    </message>
    <message>
        <source>Class %1, live: %2 learners, %3 items, updated %4</source>
        <translation>Klasse %1, live: %2 Lernende, %3 Elemente, Stand %4</translation>
    </message>
    <message>
        <source>The CSV could not be written: %1</source>
        <translation>Die CSV-Datei konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export the class as CSV</source>
        <translation>Die Klasse als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>atlas::DatabaseSection</name>
    <message>
        <source>Databases: triggers and TTL</source>
        <translation>Datenbanken: Trigger und TTL</translation>
    </message>
    <message>
        <source>Add trigger</source>
        <translation>Trigger hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Set TTL</source>
        <translation>TTL setzen</translation>
    </message>
    <message>
        <source>Remove TTL</source>
        <translation>TTL entfernen</translation>
    </message>
    <message>
        <source>Delete by hand</source>
        <translation>Von Hand löschen</translation>
    </message>
    <message>
        <source>collection/id</source>
        <translation>collection/id</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Trigger on</source>
        <translation>Trigger bei</translation>
    </message>
    <message>
        <source>Triggers</source>
        <translation>Trigger</translation>
    </message>
    <message>
        <source>TTL field, lag</source>
        <translation>TTL-Feld, Verzögerung</translation>
    </message>
    <message>
        <source>Marker expiry</source>
        <translation>Ablauf der Marker</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Trigger %1: %2 in %3/%4</source>
        <translation>Trigger %1: %2 in %3/%4</translation>
    </message>
    <message numerus="yes">
        <source>TTL on %1/%2 by %3, lag up to %4 s: %n deletion(s) pending</source>
        <translation>
            <numerusform>TTL auf %1/%2 über %3, Verzögerung bis %4 s: %n Löschung ausstehend</numerusform>
            <numerusform>TTL auf %1/%2 über %3, Verzögerung bis %4 s: %n Löschungen ausstehend</numerusform>
        </translation>
    </message>
    <message>
        <source>, the next at %1</source>
        <translation>, die nächste um %1</translation>
    </message>
    <message>
        <source>No triggers and no TTL policies: documents stay until something deletes them.</source>
        <translation>Keine Trigger und keine TTL-Richtlinien: Dokumente bleiben, bis etwas sie löscht.</translation>
    </message>
    <message>
        <source>%1: %2 in %3/%4</source>
        <translation>%1: %2 in %3/%4</translation>
    </message>
    <message>
        <source>Which database the commands below act on: a trigger belongs to exactly one database, so writes to the other fire none of its triggers</source>
        <translation>Auf welche Datenbank die Befehle unten wirken: Ein Trigger gehört zu genau einer Datenbank, Schreibvorgänge in die andere lösen also keinen seiner Trigger aus</translation>
    </message>
    <message>
        <source>The collection a trigger watches or a TTL policy covers, e.g. reservations, profiles, orders or workflowEvents</source>
        <translation>Die Sammlung, die ein Trigger beobachtet oder die eine TTL-Richtlinie abdeckt, z. B. reservations, profiles, orders oder workflowEvents</translation>
    </message>
    <message>
        <source>Which committed changes fire the trigger: written is any of created, updated and deleted (TTL deletions included)</source>
        <translation>Welche bestätigten Änderungen den Trigger auslösen: written ist jedes von created, updated und deleted (TTL-Löschungen eingeschlossen)</translation>
    </message>
    <message>
        <source>Every matching change publishes a Firestore document event into the channel; the audit handler records it in triggerLog</source>
        <translation>Jede passende Änderung veröffentlicht ein Firestore-Dokumentereignis in den Kanal; der Audit-Handler hält es in triggerLog fest</translation>
    </message>
    <message>
        <source>There are no triggers</source>
        <translation>Es gibt keine Trigger</translation>
    </message>
    <message>
        <source>The triggers in this world</source>
        <translation>Die Trigger in dieser Welt</translation>
    </message>
    <message>
        <source>Remove the trigger chosen on the left</source>
        <translation>Den links gewählten Trigger entfernen</translation>
    </message>
    <message>
        <source>The timestamp field the TTL policy reads; the workflow&apos;s markers carry expireAt</source>
        <translation>Das Zeitstempelfeld, das die TTL-Richtlinie liest; die Marker des Workflows tragen expireAt</translation>
    </message>
    <message>
        <source>A document is deleted some time after its expiry, at most this much later (Firestore: typically within 24 h); never exactly on time</source>
        <translation>Ein Dokument wird einige Zeit nach seinem Ablauf gelöscht, höchstens so viel später (Firestore: typischerweise innerhalb von 24 h); nie genau pünktlich</translation>
    </message>
    <message>
        <source>Set the collection&apos;s TTL policy (one TTL field per collection)</source>
        <translation>Die TTL-Richtlinie der Sammlung setzen (ein TTL-Feld pro Sammlung)</translation>
    </message>
    <message>
        <source>Remove the collection&apos;s TTL policy: nothing there expires</source>
        <translation>Die TTL-Richtlinie der Sammlung entfernen: Dort läuft nichts ab</translation>
    </message>
    <message>
        <source>Inbox markers get expireAt = event time + this (0: no expireAt). Keep at least event time + retry window + margin: 2 days for 2nd gen</source>
        <translation>Inbox-Marker erhalten expireAt = Ereigniszeit + diesen Wert (0: kein expireAt). Halten Sie mindestens Ereigniszeit + Wiederholungsfenster + Reserve ein: 2 Tage für die 2. Generation</translation>
    </message>
    <message>
        <source>The path of a document to delete, e.g. workflowEvents/…</source>
        <translation>Der Pfad eines zu löschenden Dokuments, z. B. workflowEvents/…</translation>
    </message>
    <message>
        <source>An operator deletes the document by hand; it fires the database&apos;s delete triggers</source>
        <translation>Jemand aus dem Betrieb löscht das Dokument von Hand; das löst die Lösch-Trigger der Datenbank aus</translation>
    </message>
    <message>
        <source>Type a document path first</source>
        <translation>Geben Sie zuerst einen Dokumentpfad ein</translation>
    </message>
</context>
<context>
    <name>atlas::DeadLetterTopicModel</name>
    <message>
        <source>Never redriven</source>
        <translation>Nie erneut eingespielt</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Event key</source>
        <translation>Ereignisschlüssel</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Redrives</source>
        <translation>Redrives</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Dead-lettered at</source>
        <translation>Ins Dead-Letter-Topic am</translation>
    </message>
    <message>
        <source>The event&apos;s CloudEvents source|id: a redrive delivers it under the same key.</source>
        <translation>source|id des Ereignisses nach CloudEvents: Ein Redrive stellt es unter demselben Schlüssel zu.</translation>
    </message>
    <message>
        <source>Delivery attempts before the message was dead-lettered: the first delivery, every failure and every ack-deadline expiry.</source>
        <translation>Zustellversuche, bevor die Nachricht ins Dead-Letter-Topic kam: die erste Zustellung, jeder Fehler und jeder Ablauf der Ack-Frist.</translation>
    </message>
    <message>
        <source>How often the entry was redriven. A redriven message that is dead-lettered again comes back to the same entry; past the redrive limit it is held.</source>
        <translation>Wie oft der Eintrag erneut eingespielt wurde. Eine erneut eingespielte Nachricht, die wieder ins Dead-Letter-Topic kommt, landet beim selben Eintrag; über dem Redrive-Limit wird sie festgehalten.</translation>
    </message>
    <message>
        <source>Waiting in the topic, held there by the redrive limit, or redriven (with what came of the latest redrive).</source>
        <translation>Wartet im Topic, dort vom Redrive-Limit festgehalten, oder erneut eingespielt (mit dem Ergebnis des letzten Redrives).</translation>
    </message>
</context>
<context>
    <name>atlas::Delivery</name>
    <message>
        <source>ack deadline must be between 10000 and 600000 ms (10..600 s); got %1</source>
        <translation>die Ack-Frist muss zwischen 10000 und 600000 ms (10..600 s) liegen; erhalten: %1</translation>
    </message>
    <message>
        <source>there is no message %1</source>
        <translation>es gibt keine Nachricht %1</translation>
    </message>
    <message>
        <source>message %1 is %2: only pending or acked messages can be duplicated</source>
        <translation>Nachricht %1 ist %2: Nur ausstehende oder bestätigte Nachrichten lassen sich duplizieren</translation>
    </message>
    <message>
        <source>there is no dead letter %1 in the topic</source>
        <translation>im Dead-Letter-Topic gibt es keinen Eintrag %1</translation>
    </message>
    <message>
        <source>the redrive limit must be between 1 and %1; got %2</source>
        <translation>das Redrive-Limit muss zwischen 1 und %1 liegen; erhalten: %2</translation>
    </message>
    <message>
        <source>retry policy field &apos;%1&apos;: expected %2, found %3</source>
        <translation>Feld &apos;%1&apos; der Wiederholungsrichtlinie: erwartet %2, gefunden %3</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>an integer within the allowed range</source>
        <translation>eine ganze Zahl im erlaubten Bereich</translation>
    </message>
    <message>
        <source>minimum backoff (minBackoffMs) must be between 0 and 600000 ms (0..600 s); got %1</source>
        <translation>der minimale Backoff (minBackoffMs) muss zwischen 0 und 600000 ms (0..600 s) liegen; erhalten: %1</translation>
    </message>
    <message>
        <source>maximum backoff (maxBackoffMs) must be between 0 and 600000 ms (0..600 s); got %1</source>
        <translation>der maximale Backoff (maxBackoffMs) muss zwischen 0 und 600000 ms (0..600 s) liegen; erhalten: %1</translation>
    </message>
    <message>
        <source>maximum backoff (maxBackoffMs) must be at least the minimum backoff (%1 ms); got %2</source>
        <translation>der maximale Backoff (maxBackoffMs) muss mindestens so groß sein wie der minimale Backoff (%1 ms); erhalten: %2</translation>
    </message>
    <message>
        <source>max delivery attempts (maxAttempts) must be between 5 and 100; got %1</source>
        <translation>die höchste Zahl an Zustellversuchen (maxAttempts) muss zwischen 5 und 100 liegen; erhalten: %1</translation>
    </message>
    <message>
        <source>message retention (retentionMs) must be between 600000 ms (10 min) and 604800000 ms (7 days); got %1</source>
        <translation>die Aufbewahrung der Nachrichten (retentionMs) muss zwischen 600000 ms (10 min) und 604800000 ms (7 Tage) liegen; erhalten: %1</translation>
    </message>
    <message>
        <source>retry policy: expected a JSON object, found %1</source>
        <translation>Wiederholungsrichtlinie: erwartet ein JSON-Objekt, gefunden %1</translation>
    </message>
    <message>
        <source>retry policy: unknown field &apos;%1&apos; (expected mode, minBackoffMs, maxBackoffMs, maxAttempts, deadLetterTopic or retentionMs)</source>
        <translation>Wiederholungsrichtlinie: unbekanntes Feld &apos;%1&apos; (erwartet mode, minBackoffMs, maxBackoffMs, maxAttempts, deadLetterTopic oder retentionMs)</translation>
    </message>
    <message>
        <source>&quot;off&quot;, &quot;bounded&quot; or &quot;unlimited&quot;</source>
        <translation>&quot;off&quot;, &quot;bounded&quot; oder &quot;unlimited&quot;</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
</context>
<context>
    <name>atlas::DeliveryPanel</name>
    <message>
        <source>The selected delivery&apos;s attempt throws a retryable error before committing: the channel retries after the backoff</source>
        <translation>Der Versuch der gewählten Zustellung wirft vor dem Commit einen wiederholbaren Fehler: Der Kanal wiederholt nach dem Backoff</translation>
    </message>
    <message>
        <source>The selected delivery&apos;s attempt fails in a way no retry can fix: the application parks the event for an operator</source>
        <translation>Der Versuch der gewählten Zustellung scheitert so, dass keine Wiederholung hilft: Die Anwendung stellt das Ereignis für den Betrieb zurück</translation>
    </message>
    <message>
        <source>The process dies inside the transaction: nothing commits and the channel retries</source>
        <translation>Der Prozess stirbt innerhalb der Transaktion: Nichts wird bestätigt, und der Kanal wiederholt</translation>
    </message>
    <message>
        <source>The process dies between two separate writes: only the wrong strategies that write twice leave half a change behind</source>
        <translation>Der Prozess stirbt zwischen zwei getrennten Schreibvorgängen: Nur die falschen Strategien, die zweimal schreiben, hinterlassen eine halbe Änderung</translation>
    </message>
    <message>
        <source>The process dies after committing but before the ack: the event comes back after the ack deadline</source>
        <translation>Der Prozess stirbt nach dem Commit, aber vor dem Ack: Das Ereignis kommt nach der Ack-Frist zurück</translation>
    </message>
    <message>
        <source>The handler succeeds but its ack is lost: the event comes back after the ack deadline, already processed</source>
        <translation>Der Handler ist erfolgreich, aber sein Ack geht verloren: Das Ereignis kommt nach der Ack-Frist zurück, bereits verarbeitet</translation>
    </message>
    <message>
        <source>Remove the fault injected into the selected delivery</source>
        <translation>Den in die gewählte Zustellung eingeschleusten Fehler entfernen</translation>
    </message>
    <message>
        <source>Fault on selected:</source>
        <translation>Fehler bei der Auswahl:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Uhr:</translation>
    </message>
    <message>
        <source>Drag a delivery onto another to deliver it before that one.</source>
        <translation>Ziehen Sie eine Zustellung auf eine andere, um sie vor dieser zuzustellen.</translation>
    </message>
    <message>
        <source>Consumer:</source>
        <translation>Consumer:</translation>
    </message>
    <message>
        <source>Messages dead-lettered at their maximum delivery attempts (bounded retries with a dead-letter topic; retention expiry discards instead). Redriven entries stay listed with what came of each redrive.</source>
        <translation>Nachrichten, die nach ihren höchstens erlaubten Zustellversuchen ins Dead-Letter-Topic kamen (begrenzte Wiederholungen mit Dead-Letter-Topic; ein Ablauf der Aufbewahrungsfrist verwirft stattdessen). Erneut eingespielte Einträge bleiben mit dem Ergebnis jedes Redrives aufgeführt.</translation>
    </message>
    <message>
        <source>The queue is empty</source>
        <translation>Die Warteschlange ist leer</translation>
    </message>
    <message>
        <source>Select a pending delivery first</source>
        <translation>Wählen Sie zuerst eine ausstehende Zustellung</translation>
    </message>
    <message>
        <source>Compose a CloudEvent and publish it to the channel</source>
        <translation>Ein CloudEvent verfassen und im Kanal veröffentlichen</translation>
    </message>
    <message>
        <source>Push the next due delivery to its handler; if every delivery is still waiting out a backoff, the clock moves to the earliest one</source>
        <translation>Die nächste fällige Zustellung an ihren Handler schicken; wartet jede Zustellung noch einen Backoff ab, springt die Uhr zur frühesten</translation>
    </message>
    <message>
        <source>Push the selected delivery now, ahead of the queue (double-click does the same)</source>
        <translation>Die gewählte Zustellung jetzt schicken, vor der Warteschlange (ein Doppelklick tut dasselbe)</translation>
    </message>
    <message>
        <source>Nothing has been published yet</source>
        <translation>Es wurde noch nichts veröffentlicht</translation>
    </message>
    <message>
        <source>Message %1 is %2: the subscription no longer holds it, so it cannot be delivered again (redrive it instead)</source>
        <translation>Nachricht %1 ist %2: Das Abonnement hält sie nicht mehr, sie kann also nicht noch einmal zugestellt werden (spielen Sie sie stattdessen erneut ein)</translation>
    </message>
    <message>
        <source>Push message %1 (%2) once more: at-least-once delivery may do this at any time, even after success</source>
        <translation>Nachricht %1 (%2) noch einmal schicken: At-least-once-Zustellung darf das jederzeit tun, auch nach einem Erfolg</translation>
    </message>
    <message>
        <source>The selected delivery is already first in the queue</source>
        <translation>Die gewählte Zustellung ist schon die erste der Warteschlange</translation>
    </message>
    <message>
        <source>Move the selected delivery one place earlier (or drag it)</source>
        <translation>Die gewählte Zustellung einen Platz nach vorn schieben (oder ziehen)</translation>
    </message>
    <message>
        <source>The selected delivery is already last in the queue</source>
        <translation>Die gewählte Zustellung ist schon die letzte der Warteschlange</translation>
    </message>
    <message>
        <source>Move the selected delivery one place later (or drag it)</source>
        <translation>Die gewählte Zustellung einen Platz nach hinten schieben (oder ziehen)</translation>
    </message>
    <message>
        <source>The selected delivery has no fault to clear</source>
        <translation>Die gewählte Zustellung hat keinen Fehler, der aufzuheben wäre</translation>
    </message>
    <message>
        <source>Move the simulated clock forward %1: backoffs run down and ack deadlines pass</source>
        <translation>Die simulierte Uhr um %1 vorstellen: Backoffs laufen ab und Ack-Fristen verstreichen</translation>
    </message>
    <message>
        <source>1 s</source>
        <translation>1 s</translation>
    </message>
    <message>
        <source>10 s</source>
        <translation>10 s</translation>
    </message>
    <message>
        <source>Nothing is scheduled: no delivery waits and no ack deadline runs</source>
        <translation>Nichts ist geplant: Keine Zustellung wartet, und keine Ack-Frist läuft</translation>
    </message>
    <message>
        <source>Jump the clock to the next moment something is due: a retry, an ack deadline or a retention expiry</source>
        <translation>Die Uhr zum nächsten Zeitpunkt springen lassen, an dem etwas fällig ist: eine Wiederholung, eine Ack-Frist oder ein Ablauf der Aufbewahrungsfrist</translation>
    </message>
    <message>
        <source>No handler attempt is in flight: give a handler a duration (setHandlerDuration) and deliver</source>
        <translation>Kein Handler-Versuch läuft: Geben Sie einem Handler eine Dauer (setHandlerDuration) und stellen Sie zu</translation>
    </message>
    <message>
        <source>Move the clock to %1, when attempt #%2 finishes (its transaction commits or is ABORTED); whatever falls due before happens first</source>
        <translation>Die Uhr auf %1 stellen, wenn Versuch #%2 endet (seine Transaktion wird bestätigt oder ABORTED); was vorher fällig wird, geschieht zuerst</translation>
    </message>
    <message>
        <source>Let the handler attempt in flight that finishes first finish</source>
        <translation>Den laufenden Handler-Versuch, der zuerst endet, beenden lassen</translation>
    </message>
    <message>
        <source>The dead-letter topic is empty</source>
        <translation>Das Dead-Letter-Topic ist leer</translation>
    </message>
    <message>
        <source>Entry %1 was redriven already: it is no longer in the topic</source>
        <translation>Eintrag %1 wurde schon erneut eingespielt: Er ist nicht mehr im Topic</translation>
    </message>
    <message>
        <source>Select a dead-letter entry first</source>
        <translation>Wählen Sie zuerst einen Eintrag im Dead-Letter-Topic</translation>
    </message>
    <message numerus="yes">
        <source>an entry redriven %n time(s) already is held in the topic instead</source>
        <translation>
            <numerusform>ein Eintrag, der schon %n-mal erneut eingespielt wurde, wird stattdessen im Topic festgehalten</numerusform>
            <numerusform>ein Eintrag, der schon %n-mal erneut eingespielt wurde, wird stattdessen im Topic festgehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Republish the selected dead letter (same source and id, attempts restarted) once its cause is fixed; %1</source>
        <translation>Die gewählte Nachricht aus dem Dead-Letter-Topic erneut veröffentlichen (gleiche source und id, Versuche neu gezählt), sobald ihre Ursache behoben ist; %1</translation>
    </message>
    <message>
        <source>Republish every dead letter in the topic; %1</source>
        <translation>Jede Nachricht im Dead-Letter-Topic erneut veröffentlichen; %1</translation>
    </message>
    <message>
        <source>Show what redriving entry %1 would do (redeliver or hold), changing nothing</source>
        <translation>Zeigen, was ein Redrive von Eintrag %1 täte (erneut zustellen oder festhalten), ohne etwas zu ändern</translation>
    </message>
    <message>
        <source>Show what Redrive all would do: how many entries would be redelivered and how many held, changing nothing</source>
        <translation>Zeigen, was „Alle erneut einspielen“ täte: wie viele Einträge erneut zugestellt und wie viele festgehalten würden, ohne etwas zu ändern</translation>
    </message>
    <message>
        <source>Event %1 is poison: every attempt fails. Uncheck to fix the handler for it</source>
        <translation>Ereignis %1 ist vergiftet: Jeder Versuch scheitert. Entfernen Sie das Häkchen, um den Handler dafür zu reparieren</translation>
    </message>
    <message>
        <source>Make event %1 poison: the handler throws on it on every attempt, redrives included, so every attempt nacks until this is unchecked</source>
        <translation>Ereignis %1 vergiften: Der Handler wirft bei jedem Versuch darauf, Redrives eingeschlossen, sodass jeder Versuch mit Nack endet, bis das Häkchen entfernt wird</translation>
    </message>
    <message>
        <source>The consumer is offline: uncheck to bring it back</source>
        <translation>Der Consumer ist offline: Entfernen Sie das Häkchen, um ihn zurückzuholen</translation>
    </message>
    <message>
        <source>Take the consumer offline until you bring it back: every push fails with UNAVAILABLE and no handler runs</source>
        <translation>Den Consumer offline nehmen, bis Sie ihn zurückholen: Jeder Push scheitert mit UNAVAILABLE, und kein Handler läuft</translation>
    </message>
    <message>
        <source>%1 (T+%2)</source>
        <translation>%1 (T+%2)</translation>
    </message>
    <message>
        <source>delivery %1 (%2): redelivered in %3 unless acked</source>
        <translation>Zustellung %1 (%2): wird in %3 erneut zugestellt, wenn kein Ack kommt</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Awaiting ack: %1</source>
        <translation>Wartet auf Ack: %1</translation>
    </message>
    <message>
        <source>Handlers in flight (%1, %2 mode):</source>
        <translation>Laufende Handler (%1, Modus %2):</translation>
    </message>
    <message>
        <source>Queue (%1)</source>
        <translation>Warteschlange (%1)</translation>
    </message>
    <message>
        <source>Dead-letter topic (%1)</source>
        <translation>Dead-Letter-Topic (%1)</translation>
    </message>
    <message>
        <source>Select an entry to see its redrive history.</source>
        <translation>Wählen Sie einen Eintrag, um seinen Redrive-Verlauf zu sehen.</translation>
    </message>
    <message>
        <source>Entry %1 has never been redriven.</source>
        <translation>Eintrag %1 wurde nie erneut eingespielt.</translation>
    </message>
    <message>
        <source>Redrive history of entry %1:
%2</source>
        <translation>Redrive-Verlauf von Eintrag %1:
%2</translation>
    </message>
    <message>
        <source>Parked events (%1)</source>
        <translation>Zurückgestellte Ereignisse (%1)</translation>
    </message>
    <message>
        <source>Push the selected message once more: at-least-once delivery may do this at any time, even after success</source>
        <translation>Die ausgewählte Nachricht noch einmal zustellen: Mindestens-einmal-Zustellung kann das jederzeit tun, auch nach einem Erfolg</translation>
    </message>
    <message>
        <source>Make the selected event poison: the handler throws on it on every attempt until this is unchecked</source>
        <translation>Das ausgewählte Ereignis vergiften: Der Handler wirft bei jedem Versuch einen Fehler, bis dies abgewählt wird</translation>
    </message>
</context>
<context>
    <name>atlas::DeliveryQueueModel</name>
    <message>
        <source>first</source>
        <translation>erste</translation>
    </message>
    <message>
        <source>retry</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>ack deadline</source>
        <translation>Ack-Frist</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>Duplikat</translation>
    </message>
    <message>
        <source>redrive</source>
        <translation>Redrive</translation>
    </message>
    <message>
        <source>The publish&apos;s own delivery.</source>
        <translation>Die eigene Zustellung der Veröffentlichung.</translation>
    </message>
    <message>
        <source>A retry after the handler failed; it waits out the backoff of the retry policy.</source>
        <translation>Eine Wiederholung, nachdem der Handler gescheitert ist; sie wartet den Backoff der Wiederholungsrichtlinie ab.</translation>
    </message>
    <message>
        <source>Redelivered because no ack arrived within the ack deadline: the handler may well have done its work.</source>
        <translation>Erneut zugestellt, weil innerhalb der Ack-Frist kein Ack kam: Der Handler kann seine Arbeit durchaus getan haben.</translation>
    </message>
    <message>
        <source>The same message pushed again: delivery is at least once, never exactly once.</source>
        <translation>Dieselbe Nachricht noch einmal geschickt: Zustellung ist mindestens einmal, nie genau einmal.</translation>
    </message>
    <message>
        <source>An operator republished this event (same source and id) from the dead-letter topic.</source>
        <translation>Jemand aus dem Betrieb hat dieses Ereignis (gleiche source und id) aus dem Dead-Letter-Topic erneut veröffentlicht.</translation>
    </message>
    <message>
        <source>This attempt throws a retryable error before committing.</source>
        <translation>Dieser Versuch wirft vor dem Commit einen wiederholbaren Fehler.</translation>
    </message>
    <message>
        <source>This attempt throws an error no retry can fix: the application parks the event.</source>
        <translation>Dieser Versuch wirft einen Fehler, den keine Wiederholung behebt: Die Anwendung stellt das Ereignis zurück.</translation>
    </message>
    <message>
        <source>The process dies inside the transaction: nothing commits, the channel retries.</source>
        <translation>Der Prozess stirbt innerhalb der Transaktion: Nichts wird bestätigt, der Kanal wiederholt.</translation>
    </message>
    <message>
        <source>The process dies between two separate writes (only the strategies that write twice are hurt).</source>
        <translation>Der Prozess stirbt zwischen zwei getrennten Schreibvorgängen (nur die Strategien, die zweimal schreiben, nehmen Schaden).</translation>
    </message>
    <message>
        <source>The process dies after committing, before the ack: the event is redelivered after the ack deadline.</source>
        <translation>Der Prozess stirbt nach dem Commit, vor dem Ack: Das Ereignis wird nach der Ack-Frist erneut zugestellt.</translation>
    </message>
    <message>
        <source>The handler succeeds but the ack never arrives: the event is redelivered after the ack deadline.</source>
        <translation>Der Handler ist erfolgreich, aber das Ack kommt nie an: Das Ereignis wird nach der Ack-Frist erneut zugestellt.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1
The CloudEvents identity (source | id): the inbox marker&apos;s key.</source>
        <translation>%1
Die CloudEvents-Identität (source | id): der Schlüssel des Inbox-Markers.</translation>
    </message>
    <message>
        <source>Attempts count the first delivery, every failure and every ack-deadline expiry.</source>
        <translation>Versuche zählen die erste Zustellung, jeden Fehler und jeden Ablauf der Ack-Frist.</translation>
    </message>
    <message>
        <source>Deliverable now.</source>
        <translation>Jetzt zustellbar.</translation>
    </message>
    <message>
        <source>Due at %1. Waiting out a backoff; delivering it now moves the clock forward to its due time.</source>
        <translation>Fällig um %1. Wartet einen Backoff ab; jetzt zugestellt, springt die Uhr auf den Fälligkeitszeitpunkt.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Zustellung</translation>
    </message>
    <message>
        <source>Event key</source>
        <translation>Ereignisschlüssel</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Due in</source>
        <translation>Fällig in</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Place in the queue: the channel pushes in this order.</source>
        <translation>Platz in der Warteschlange: Der Kanal schickt in dieser Reihenfolge.</translation>
    </message>
    <message>
        <source>The delivery&apos;s id; a message can have many deliveries.</source>
        <translation>Die ID der Zustellung; eine Nachricht kann viele Zustellungen haben.</translation>
    </message>
    <message>
        <source>The event&apos;s CloudEvents source|id: what the inbox dedupes on.</source>
        <translation>source|id des Ereignisses nach CloudEvents: worauf die Inbox dedupliziert.</translation>
    </message>
    <message>
        <source>A fault injected into this one attempt.</source>
        <translation>Ein in genau diesen Versuch eingeschleuster Fehler.</translation>
    </message>
</context>
<context>
    <name>atlas::DiffHighlightModel</name>
    <message>
        <source>Differs from the other world in: %1</source>
        <translation>Unterscheidet sich von der anderen Welt in: %1</translation>
    </message>
    <message>
        <source>Only this world holds this document</source>
        <translation>Nur diese Welt enthält dieses Dokument</translation>
    </message>
</context>
<context>
    <name>atlas::DockTitleBar</name>
    <message>
        <source>Float or dock this panel</source>
        <translation>Diesen Bereich lösen oder andocken</translation>
    </message>
    <message>
        <source>Hide this panel (View → Panels shows it)</source>
        <translation>Diesen Bereich ausblenden (Ansicht → Bereiche zeigt ihn)</translation>
    </message>
</context>
<context>
    <name>atlas::DocumentInspector</name>
    <message>
        <source>The journal entries that touched this document; choose one to find it in the journal</source>
        <translation>Die Journaleinträge, die dieses Dokument berührt haben; wählen Sie einen, um ihn im Journal zu finden</translation>
    </message>
    <message>
        <source>History of this document</source>
        <translation>Verlauf dieses Dokuments</translation>
    </message>
    <message>
        <source>&lt;b&gt;No document selected.&lt;/b&gt; Choose a row in a table, or an entry in the journal.</source>
        <translation>&lt;b&gt;Kein Dokument gewählt.&lt;/b&gt; Wählen Sie eine Zeile in einer Tabelle oder einen Eintrag im Journal.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Not in the store: deleted, or not written (yet).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Nicht im Speicher: gelöscht oder (noch) nicht geschrieben.</translation>
    </message>
    <message>
        <source>created %1 · updated %2</source>
        <translation>angelegt %1 · geändert %2</translation>
    </message>
    <message>
        <source> · last commit changed: %1</source>
        <translation> · letzter Commit änderte: %1</translation>
    </message>
</context>
<context>
    <name>atlas::EmailProvider</name>
    <message>
        <source>the provider rejected the request (503 Service Unavailable): nothing was sent</source>
        <translation>der Anbieter lehnte die Anfrage ab (503 Service Unavailable): Nichts wurde gesendet</translation>
    </message>
    <message>
        <source>the provider recognised the key as %1 and sent nothing, but its answer never reached the caller, who sees a timeout</source>
        <translation>der Anbieter erkannte den Schlüssel als %1 und sendete nichts, aber seine Antwort erreichte den Aufrufer nie, der eine Zeitüberschreitung sieht</translation>
    </message>
    <message>
        <source>the provider sent %1, but its answer never reached the caller, who sees a timeout</source>
        <translation>der Anbieter sendete %1, aber seine Antwort erreichte den Aufrufer nie, der eine Zeitüberschreitung sieht</translation>
    </message>
    <message>
        <source>idempotency key &apos;%1&apos; was already used for %2 within the window: nothing sent, the original message id returned</source>
        <translation>der Idempotenzschlüssel &apos;%1&apos; wurde innerhalb des Zeitfensters bereits für %2 verwendet: nichts gesendet, die ursprüngliche Nachrichten-ID zurückgegeben</translation>
    </message>
    <message>
        <source>the provider sent %1 to %2 (no idempotency key)</source>
        <translation>der Anbieter sendete %1 an %2 (ohne Idempotenzschlüssel)</translation>
    </message>
    <message>
        <source>the provider sent %1 to %2 under idempotency key &apos;%3&apos;</source>
        <translation>der Anbieter sendete %1 an %2 unter dem Idempotenzschlüssel &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the provider sent %1 to %2 (this provider ignores idempotency keys)</source>
        <translation>der Anbieter sendete %1 an %2 (dieser Anbieter ignoriert Idempotenzschlüssel)</translation>
    </message>
</context>
<context>
    <name>atlas::EventComposer</name>
    <message>
        <source>New id</source>
        <translation>Neue ID</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>Publish a CloudEvent</source>
        <translation>Ein CloudEvent veröffentlichen</translation>
    </message>
    <message>
        <source>Start from a realistic AtlasMart event of this type (replaces the text)</source>
        <translation>Mit einem realistischen AtlasMart-Ereignis dieses Typs beginnen (ersetzt den Text)</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Publish this event to the channel (publish)</source>
        <translation>Dieses Ereignis im Kanal veröffentlichen (publish)</translation>
    </message>
    <message>
        <source>Fix the event first: %1</source>
        <translation>Korrigieren Sie zuerst das Ereignis: %1</translation>
    </message>
    <message>
        <source>A new envelope (id -v1 → -v2) for the same business event: the inbox sees a new event, only the business key can tell it is a repeat</source>
        <translation>Ein neuer Umschlag (id -v1 → -v2) für dasselbe fachliche Ereignis: Die Inbox sieht ein neues Ereignis, nur der fachliche Schlüssel verrät die Wiederholung</translation>
    </message>
    <message>
        <source>The event needs a string id first</source>
        <translation>Das Ereignis braucht zuerst eine id als Zeichenkette</translation>
    </message>
    <message>
        <source>New envelope id %1: the same business event, a new event to the inbox.</source>
        <translation>Neue Umschlag-ID %1: dasselbe fachliche Ereignis, für die Inbox ein neues.</translation>
    </message>
    <message>
        <source>Published: delivery %1 is in the queue.</source>
        <translation>Veröffentlicht: Zustellung %1 steht in der Warteschlange.</translation>
    </message>
</context>
<context>
    <name>atlas::EventFormatError</name>
    <message>
        <source>field &apos;%1&apos;: expected %2</source>
        <translation>Feld &apos;%1&apos;: erwartet %2</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: expected %2, found %3</source>
        <translation>Feld &apos;%1&apos;: erwartet %2, gefunden %3</translation>
    </message>
    <message>
        <source>a JSON object for the event</source>
        <translation>ein JSON-Objekt für das Ereignis</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>ein JSON-Objekt</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>gültiges JSON</translation>
    </message>
    <message>
        <source>error at byte %1: %2</source>
        <translation>Fehler bei Byte %1: %2</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a non-empty string (CloudEvents requires it)</source>
        <translation>eine nicht leere Zeichenkette (CloudEvents verlangt sie)</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no value was given</comment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>a non-empty string</source>
        <translation>eine nicht leere Zeichenkette</translation>
    </message>
</context>
<context>
    <name>atlas::ExerciseView</name>
    <message>
        <source>Exercise:</source>
        <translation>Übung:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Bewerten</translation>
    </message>
    <message>
        <source>Hand in…</source>
        <translation>Abgeben…</translation>
    </message>
    <message>
        <source>Grade the world as it is now: invariants, required outcomes and costs, with the points for each (Ctrl+Return)</source>
        <translation>Die Welt so bewerten, wie sie jetzt ist: Invarianten, geforderte Ergebnisse und Kosten, jeweils mit ihren Punkten (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Save this attempt (your commands and grade) as a file for your teacher, who can regrade it (Ctrl+Shift+H)</source>
        <translation>Diesen Versuch (Ihre Befehle und Ihre Bewertung) als Datei für Ihre Lehrkraft speichern, die ihn neu bewerten kann (Strg+Umschalt+H)</translation>
    </message>
    <message>
        <source>Hand in the attempt</source>
        <translation>Den Versuch abgeben</translation>
    </message>
    <message>
        <source>Attempt files (*.attempt.json);;JSON (*.json)</source>
        <translation>Versuchsdateien (*.attempt.json);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Commands you may use: %1</source>
        <translation>Befehle, die Sie verwenden dürfen: %1</translation>
    </message>
    <message>
        <source>While the exercise runs, the Lab refuses every other command</source>
        <translation>Solange die Übung läuft, lehnt das Lab jeden anderen Befehl ab</translation>
    </message>
    <message>
        <source>Started: the world is the exercise&apos;s starting world. Use the commands listed above, then Submit.</source>
        <translation>Gestartet: Die Welt ist die Startwelt der Übung. Verwenden Sie die oben aufgeführten Befehle und dann „Bewerten“.</translation>
    </message>
    <message>
        <source>The starting world was refused: %1</source>
        <translation>Die Startwelt wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>Not handed in: an attempt needs the learner&apos;s name.</source>
        <translation>Nicht abgegeben: Ein Versuch braucht den Namen der lernenden Person.</translation>
    </message>
    <message>
        <source>Could not hand in to %1: %2</source>
        <translation>Abgabe nach %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>Handed in as %1 (attempt %2).</source>
        <translation>Abgegeben als %1 (Versuch %2).</translation>
    </message>
    <message>
        <source>Grade: %1 of %2 points</source>
        <translation>Bewertung: %1 von %2 Punkten</translation>
    </message>
    <message>
        <source>Failing invariants: %1</source>
        <translation>Verletzte Invarianten: %1</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Start builds the exercise&apos;s starting world.</source>
        <translation>„Starten“ baut die Startwelt der Übung auf.</translation>
    </message>
    <message>
        <source>Build the exercise&apos;s starting world (replaces the current world; Ctrl+Shift+G)</source>
        <translation>Die Startwelt der Übung aufbauen (ersetzt die aktuelle Welt; Strg+Umschalt+G)</translation>
    </message>
    <message>
        <source>The exercise ended: the world was rebuilt from something other than its run (an opened session or another branch). Start it again to continue.</source>
        <translation>Die Übung ist beendet: Die Welt wurde aus etwas anderem als ihrem Lauf neu aufgebaut (einer geöffneten Sitzung oder einem anderen Zweig). Starten Sie sie erneut, um weiterzumachen.</translation>
    </message>
</context>
<context>
    <name>atlas::ExpectationChecker</name>
    <message>
        <source>%1 %2 exists</source>
        <translation>%1 %2 existiert</translation>
    </message>
    <message>
        <source>%1 %2 does not exist</source>
        <translation>%1 %2 existiert nicht</translation>
    </message>
    <message>
        <source>the document does not exist</source>
        <translation>das Dokument existiert nicht</translation>
    </message>
    <message>
        <source>no such field</source>
        <translation>kein solches Feld</translation>
    </message>
    <message>
        <source>delivery %1</source>
        <translation>Zustellung %1</translation>
    </message>
    <message>
        <source>the next delivery of %1</source>
        <translation>die nächste Zustellung von %1</translation>
    </message>
    <message>
        <source>the %1 delivery</source>
        <translation>die Zustellung „%1“</translation>
    </message>
    <message>
        <source>%1 is pending</source>
        <translation>%1 steht aus</translation>
    </message>
    <message>
        <source>%1 is not pending</source>
        <translation>%1 steht nicht aus</translation>
    </message>
    <message>
        <source>delivery %1 is pending</source>
        <translation>Zustellung %1 steht aus</translation>
    </message>
    <message>
        <source>no such pending delivery</source>
        <translation>keine solche ausstehende Zustellung</translation>
    </message>
    <message>
        <source>%1 is due in %2 ms</source>
        <translation>%1 ist in %2 ms fällig</translation>
    </message>
    <message>
        <source>due in %1 ms</source>
        <translation>fällig in %1 ms</translation>
    </message>
    <message>
        <source>every receipt ok</source>
        <translation>jede Quittung in Ordnung</translation>
    </message>
    <message>
        <source>reconciliation finds %1 for order %2</source>
        <translation>der Abgleich findet %1 für Bestellung %2</translation>
    </message>
    <message>
        <source>no finding for that order</source>
        <translation>kein Befund für diese Bestellung</translation>
    </message>
    <message>
        <source>reconciliation has %1 open findings</source>
        <translation>der Abgleich hat %1 offene Befunde</translation>
    </message>
    <message>
        <source>reconciliation has %1 %2 findings</source>
        <translation>der Abgleich hat %1 Befunde %2</translation>
    </message>
    <message>
        <source>the latest client request is %1</source>
        <translation>die letzte Client-Anfrage ist %1</translation>
    </message>
    <message>
        <source>the latest client request is %1 by the rule at line %2</source>
        <translation>die letzte Client-Anfrage ist %1 durch die Regel in Zeile %2</translation>
    </message>
    <message>
        <source>no client request yet</source>
        <translation>noch keine Client-Anfrage</translation>
    </message>
    <message>
        <source>%1 exists</source>
        <translation>%1 existiert</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>it exists</source>
        <translation>es existiert</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>es existiert nicht</translation>
    </message>
    <message>
        <source>%1 holds %2 %3 documents</source>
        <translation>%1 enthält %2 %3 Dokumente</translation>
    </message>
    <message>
        <source>invariant %1 holds</source>
        <translation>Invariante %1 gilt</translation>
    </message>
    <message>
        <source>invariant %1 is violated</source>
        <translation>Invariante %1 ist verletzt</translation>
    </message>
    <message>
        <source>it holds</source>
        <translation>sie gilt</translation>
    </message>
    <message>
        <source>violated: %1</source>
        <translation>verletzt: %1</translation>
    </message>
    <message>
        <source>the last %1 entry is %2</source>
        <translation>der letzte %1-Eintrag ist %2</translation>
    </message>
    <message>
        <source>no %1 entry yet</source>
        <translation>noch kein %1-Eintrag</translation>
    </message>
    <message>
        <source>metric %1</source>
        <translation>Metrik %1</translation>
    </message>
    <message>
        <source>no such metric</source>
        <translation>keine solche Metrik</translation>
    </message>
    <message>
        <source>this step&apos;s %1 %2 entries</source>
        <translation>%1-%2-Einträge dieses Schritts</translation>
    </message>
    <message>
        <source>revenue total</source>
        <translation>Gesamtumsatz</translation>
    </message>
    <message>
        <source>elapsed sim time (ms)</source>
        <translation>verstrichene Simulationszeit (ms)</translation>
    </message>
</context>
<context>
    <name>atlas::ExploreCli</name>
    <message>
        <source>   no violation: every run within the budget keeps every invariant and settles%1
</source>
        <translation>   keine Verletzung: Jeder Lauf innerhalb des Budgets hält jede Invariante und kommt zur Ruhe%1
</translation>
    </message>
    <message>
        <source> (but the search was cut at its state limit)</source>
        <translation> (aber die Suche wurde an ihrer Zustandsgrenze abgeschnitten)</translation>
    </message>
    <message>
        <source>   VIOLATION: %1 (%2)
   because: %3
</source>
        <translation>   VERLETZUNG: %1 (%2)
   weil: %3
</translation>
    </message>
    <message>
        <source>   documents: %1
</source>
        <translation>   Dokumente: %1
</translation>
    </message>
    <message numerus="yes">
        <source>   shortest trace: %n move(s)
</source>
        <translation>
            <numerusform>   kürzeste Spur: %n Zug
</numerusform>
            <numerusform>   kürzeste Spur: %n Züge
</numerusform>
        </translation>
    </message>
    <message>
        <source>  [fault]</source>
        <translation>  [Fehler]</translation>
    </message>
    <message>
        <source>  &lt;- from here the break is inevitable</source>
        <translation>  &lt;- ab hier ist der Bruch unvermeidlich</translation>
    </message>
    <message>
        <source>   explored %1 states (%2 distinct, %3 settled), depth %4, %5 s, %6 states/s
</source>
        <translation>   %1 Zustände untersucht (%2 verschiedene, %3 zur Ruhe gekommen), Tiefe %4, %5 s, %6 Zustände/s
</translation>
    </message>
    <message>
        <source>%1 already exists; --save-trace writes a new file only</source>
        <translation>%1 existiert bereits; --save-trace schreibt nur eine neue Datei</translation>
    </message>
    <message>
        <source>%1 has no scenario &apos;%2&apos;</source>
        <translation>%1 hat kein Szenario „%2“</translation>
    </message>
    <message numerus="yes">
        <source>== Explore %1 (%2), %3%4, at most %n fault(s) of: %5
</source>
        <translation>
            <numerusform>== Untersuchung %1 (%2), %3%4, höchstens %n Fehler aus: %5
</numerusform>
            <numerusform>== Untersuchung %1 (%2), %3%4, höchstens %n Fehler aus: %5
</numerusform>
        </translation>
    </message>
    <message>
        <source>the scenario&apos;s strategies</source>
        <translation>die Strategien des Szenarios</translation>
    </message>
    <message>
        <source>   trace saved as a lesson: %1
</source>
        <translation>   Spur als Lektion gespeichert: %1
</translation>
    </message>
    <message>
        <source>Crash-point matrix: order state / receipt email, one fault per run (K = 1)
</source>
        <translation>Absturzpunkt-Matrix: Bestellzustand / Quittungs-E-Mail, ein Fehler pro Lauf (K = 1)
</translation>
    </message>
    <message>
        <source>ok = exactly once, DUP = duplicated, LOST = lost, park = parked

</source>
        <translation>ok = genau einmal, DUP = dupliziert, LOST = verloren, park = zurückgestellt

</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>
search time %1 s over %2 cells; correct rows %3
</source>
        <translation>
Suchzeit %1 s über %2 Zellen; korrekte Zeilen %3
</translation>
    </message>
    <message>
        <source>exactly once everywhere</source>
        <translation>überall genau einmal</translation>
    </message>
    <message>
        <source>NOT exactly once everywhere</source>
        <translation>NICHT überall genau einmal</translation>
    </message>
</context>
<context>
    <name>atlas::ExploreRunner</name>
    <message>
        <source>Searching: %1 states explored (%2 distinct), %3 moves deep</source>
        <translation>Suche: %1 Zustände untersucht (%2 verschiedene), %3 Züge tief</translation>
    </message>
    <message>
        <source>Filling the matrix: %1 of %2 cells</source>
        <translation>Matrix wird gefüllt: %1 von %2 Zellen</translation>
    </message>
</context>
<context>
    <name>atlas::ExplorerPanel</name>
    <message>
        <source>&amp;Explore</source>
        <translation>&amp;Untersuchen</translation>
    </message>
    <message>
        <source>Crash-point &amp;matrix</source>
        <translation>Absturzpunkt-&amp;Matrix</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Play the trace</source>
        <translation>Spur &amp;abspielen</translation>
    </message>
    <message>
        <source>Save as lesson…</source>
        <translation>Als Lektion speichern…</translation>
    </message>
    <message>
        <source>The world to search: a lesson scenario&apos;s setup and the events it publishes. Its own deliveries and faults are left to the search.</source>
        <translation>Die zu durchsuchende Welt: das Setup eines Lektionsszenarios und die Ereignisse, die es veröffentlicht. Seine eigenen Zustellungen und Fehler überlässt es der Suche.</translation>
    </message>
    <message>
        <source>The handler strategy under test, for every event type</source>
        <translation>Die geprüfte Handler-Strategie, für jeden Ereignistyp</translation>
    </message>
    <message>
        <source>the scenario&apos;s</source>
        <translation>die des Szenarios</translation>
    </message>
    <message>
        <source>The outbox relay strategy under test</source>
        <translation>Die geprüfte Outbox-Relay-Strategie</translation>
    </message>
    <message>
        <source>At most this many faults on any one run (K)</source>
        <translation>Höchstens so viele Fehler in einem Lauf (K)</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>The faults the search may place</source>
        <translation>Die Fehler, die die Suche platzieren darf</translation>
    </message>
    <message>
        <source>Search every delivery order and fault placement for a shortest run that breaks an invariant (Ctrl+Shift+F)</source>
        <translation>Jede Zustellreihenfolge und Fehlerplatzierung nach einem kürzesten Lauf durchsuchen, der eine Invariante bricht (Strg+Umschalt+F)</translation>
    </message>
    <message>
        <source>Every handler and relay strategy against every fault point, one fault per run (Ctrl+Shift+M)</source>
        <translation>Jede Handler- und Relay-Strategie gegen jeden Fehlerpunkt, ein Fehler pro Lauf (Strg+Umschalt+M)</translation>
    </message>
    <message>
        <source>Stop the search</source>
        <translation>Die Suche anhalten</translation>
    </message>
    <message>
        <source>Open the trace in the lesson player and play it step by step</source>
        <translation>Die Spur im Lektions-Player öffnen und Schritt für Schritt abspielen</translation>
    </message>
    <message>
        <source>Write the trace as a lesson file that the player plays unchanged</source>
        <translation>Die Spur als Lektionsdatei schreiben, die der Player unverändert abspielt</translation>
    </message>
    <message>
        <source>&amp;World:</source>
        <translation>&amp;Welt:</translation>
    </message>
    <message>
        <source>&amp;Relay:</source>
        <translation>&amp;Relay:</translation>
    </message>
    <message>
        <source>Faults &amp;at most:</source>
        <translation>&amp;Fehler höchstens:</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Pick a world and a strategy, then Explore.</source>
        <translation>Wählen Sie eine Welt und eine Strategie, dann „Untersuchen“.</translation>
    </message>
    <message>
        <source>The shortest run that breaks an invariant, move by move, with what the lab did at each</source>
        <translation>Der kürzeste Lauf, der eine Invariante bricht, Zug für Zug, mit dem, was das Lab bei jedem tat</translation>
    </message>
    <message>
        <source>Crash-point matrix — AtlasMart Idempotency Lab</source>
        <translation>Absturzpunkt-Matrix — AtlasMart Idempotency Lab</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the matrix (Esc, Ctrl+W)</source>
        <translation>Die Matrix schließen (Esc, Strg+W)</translation>
    </message>
    <message>
        <source>%1 states explored (%2 distinct), %3 moves deep, %4 s.</source>
        <translation>%1 Zustände untersucht (%2 verschiedene), %3 Züge tief, %4 s.</translation>
    </message>
    <message>
        <source>Cancelled after %1</source>
        <translation>Abgebrochen nach %1</translation>
    </message>
    <message>
        <source>✓ No violation found before the search hit its state limit: %1</source>
        <translation>✓ Keine Verletzung gefunden, bevor die Suche ihre Zustandsgrenze erreichte: %1</translation>
    </message>
    <message>
        <source>✓ No violation within the budget: every run keeps every invariant and settles. %1</source>
        <translation>✓ Keine Verletzung innerhalb des Budgets: Jeder Lauf hält jede Invariante und kommt zur Ruhe. %1</translation>
    </message>
    <message>
        <source>✗ %1 is broken after %2 move(s): %3. %4</source>
        <translation>✗ %1 ist nach %2 Zug/Zügen gebrochen: %3. %4</translation>
    </message>
    <message>
        <source>FAULT: %1</source>
        <translation>FEHLER: %1</translation>
    </message>
    <message>
        <source>— from here on, even a run without further faults ends broken</source>
        <translation>— ab hier endet selbst ein Lauf ohne weitere Fehler gebrochen</translation>
    </message>
    <message>
        <source>Each cell: the order&apos;s durable state (top line) and the receipt email (bottom line), over every run with that one fault. %1 red cells. The correct strategies (inbox-in-transaction, outbox-with-provider-key) read once everywhere; double-click a red cell or press Enter on it to play its trace in the lesson player.</source>
        <translation>Jede Zelle: der dauerhafte Zustand der Bestellung (obere Zeile) und die Quittungs-E-Mail (untere Zeile), über jeden Lauf mit genau diesem einen Fehler. %1 rote Zellen. Die korrekten Strategien (inbox-in-transaction, outbox-with-provider-key) zeigen überall „einmal“; doppelklicken Sie eine rote Zelle oder drücken Sie darauf die Eingabetaste, um ihre Spur im Lektions-Player abzuspielen.</translation>
    </message>
    <message>
        <source>No trace to play: %1 against %2 came out right in every run.</source>
        <translation>Keine Spur zum Abspielen: %1 gegen %2 ging in jedem Lauf richtig aus.</translation>
    </message>
    <message>
        <source>Counterexample: %1</source>
        <translation>Gegenbeispiel: %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save the trace as a lesson</source>
        <translation>Die Spur als Lektion speichern</translation>
    </message>
    <message>
        <source>Lesson files (*.json)</source>
        <translation>Lektionsdateien (*.json)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Ha&amp;ndler:</source>
        <translation>Ha&amp;ndler:</translation>
    </message>
</context>
<context>
    <name>atlas::HandlerError</name>
    <message>
        <source>%1 has state %2, which is no saga state</source>
        <translation>%1 hat den Zustand %2, der kein Saga-Zustand ist</translation>
    </message>
    <message>
        <source>no saga step is called %1</source>
        <translation>kein Saga-Schritt heißt %1</translation>
    </message>
    <message>
        <source>a saga event needs orderId (the order whose saga it moves)</source>
        <translation>ein Saga-Ereignis braucht orderId (die Bestellung, deren Saga es bewegt)</translation>
    </message>
    <message>
        <source>%1; retried until it is</source>
        <translation>%1; wird wiederholt, bis es so weit ist</translation>
    </message>
    <message>
        <source>the handler throws on this event, on every attempt</source>
        <translation>der Handler wirft bei diesem Ereignis, bei jedem Versuch</translation>
    </message>
    <message>
        <source>order %1 does not exist (yet): the %2 event may have overtaken the one that creates the order</source>
        <translation>Bestellung %1 existiert (noch) nicht: Das Ereignis %2 hat womöglich das überholt, das die Bestellung anlegt</translation>
    </message>
    <message>
        <source>items must be an array of {sku, qty, price}, found %1</source>
        <translation>items muss ein Array aus {sku, qty, price} sein, gefunden: %1</translation>
    </message>
    <message>
        <source>items[%1] must be an object {sku, qty, price}</source>
        <translation>items[%1] muss ein Objekt {sku, qty, price} sein</translation>
    </message>
    <message>
        <source>items[%1].sku must be a non-empty string</source>
        <translation>items[%1].sku muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <source>items[%1].qty must be a positive whole number</source>
        <translation>items[%1].qty muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>items[%1].price must be a number of at least 0</source>
        <translation>items[%1].price muss eine Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>the event has no total</source>
        <translation>das Ereignis hat kein total</translation>
    </message>
    <message>
        <source>bad total %1: expected a number of at least 0</source>
        <translation>ungültiges total %1: erwartet wird eine Zahl von mindestens 0</translation>
    </message>
    <message>
        <source>customerId must be a non-empty string</source>
        <translation>customerId muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <source>the event has no customerId</source>
        <translation>das Ereignis hat keine customerId</translation>
    </message>
    <message>
        <source>the event has no items</source>
        <translation>das Ereignis hat keine items</translation>
    </message>
    <message>
        <source>the event has no source or no id, so it cannot be deduplicated</source>
        <translation>das Ereignis hat keine source oder keine id und lässt sich daher nicht deduplizieren</translation>
    </message>
    <message>
        <source>unknown event type &apos;%1&apos; (expected ORDER_CREATED, ORDER_RESERVED, PAYMENT_REQUESTED, PAYMENT_SUCCEEDED, PAYMENT_FAILED or ORDER_CANCELLED)</source>
        <translation>unbekannter Ereignistyp &apos;%1&apos; (erwartet: ORDER_CREATED, ORDER_RESERVED, PAYMENT_REQUESTED, PAYMENT_SUCCEEDED, PAYMENT_FAILED oder ORDER_CANCELLED)</translation>
    </message>
    <message>
        <source>the %1 event has no orderId</source>
        <translation>das Ereignis %1 hat keine orderId</translation>
    </message>
    <message>
        <source>orderId &apos;%1&apos; cannot name a document: %2</source>
        <translation>orderId &apos;%1&apos; kann kein Dokument benennen: %2</translation>
    </message>
    <message>
        <source>order %1 is in no known state and may not move to %2</source>
        <translation>Bestellung %1 ist in keinem bekannten Zustand und darf nicht nach %2 wechseln</translation>
    </message>
    <message>
        <source>order %1 is %2 and may not move to %3</source>
        <translation>Bestellung %1 ist %2 und darf nicht nach %3 wechseln</translation>
    </message>
    <message>
        <source>business key &apos;%1&apos; is held by order %2 for another payload (%3): a key reused with a different payload is refused, never applied</source>
        <translation>der fachliche Schlüssel &apos;%1&apos; gehört Bestellung %2 für eine andere Nutzlast (%3): Ein mit anderer Nutzlast wiederverwendeter Schlüssel wird abgelehnt, nie angewendet</translation>
    </message>
    <message>
        <source>injected: the handler timed out before writing anything; a retry may succeed</source>
        <translation>eingeschleust: Der Handler lief in eine Zeitüberschreitung, bevor er etwas schrieb; eine Wiederholung kann gelingen</translation>
    </message>
    <message>
        <source>injected: the handler rejected the event before writing anything; retrying cannot help</source>
        <translation>eingeschleust: Der Handler wies das Ereignis zurück, bevor er etwas schrieb; Wiederholen kann nicht helfen</translation>
    </message>
    <message>
        <source>a Firestore document event needs data.document (the changed document&apos;s path)</source>
        <translation>ein Firestore-Dokumentereignis braucht data.document (den Pfad des geänderten Dokuments)</translation>
    </message>
    <message>
        <source>parking the event</source>
        <translation>beim Zurückstellen des Ereignisses</translation>
    </message>
    <message>
        <source>order %1 does not exist (yet)</source>
        <translation>Bestellung %1 existiert (noch) nicht</translation>
    </message>
</context>
<context>
    <name>atlas::HeadlessCli</name>
    <message>
        <source>--%1 applies to --explore only</source>
        <translation>--%1 gilt nur für --explore</translation>
    </message>
    <message>
        <source>--explore and --reconcile are different runs of a lesson; choose one</source>
        <translation>--explore und --reconcile sind verschiedene Läufe einer Lektion; wählen Sie einen</translation>
    </message>
</context>
<context>
    <name>atlas::InFlightModel</name>
    <message>
        <source>%1 (try %2)</source>
        <translation>%1 (Versuch %2)</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>waits for #%1 (lock on %2)</source>
        <translation>wartet auf #%1 (Sperre auf %2)</translation>
    </message>
    <message>
        <source>running, try %1 of %2</source>
        <translation>läuft, Versuch %1 von %2</translation>
    </message>
    <message>
        <source>Its time starts when the lock is free</source>
        <translation>Seine Zeit beginnt, wenn die Sperre frei ist</translation>
    </message>
    <message>
        <source>The ack deadline passed while it ran: the channel has redelivered the message and will ignore this attempt&apos;s reply</source>
        <translation>Die Ack-Frist verstrich während des Laufs: Der Kanal hat die Nachricht erneut zugestellt und wird die Antwort dieses Versuchs ignorieren</translation>
    </message>
    <message>
        <source>The channel redelivers the message if no reply comes by %1</source>
        <translation>Der Kanal stellt die Nachricht erneut zu, wenn bis %1 keine Antwort kommt</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Zustellung</translation>
    </message>
    <message>
        <source>Event key</source>
        <translation>Ereignisschlüssel</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Finishes</source>
        <translation>Endet</translation>
    </message>
    <message>
        <source>Ack deadline</source>
        <translation>Ack-Frist</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Running: its transaction has read and commits when it finishes (optimistic mode retries an ABORTED commit, up to 5 tries). Waiting: pessimistic mode, another attempt&apos;s transaction locked a document it reads.</source>
        <translation>Läuft: Seine Transaktion hat gelesen und wird bestätigt, wenn sie endet (der optimistische Modus wiederholt einen ABORTED-Commit, bis zu 5 Versuche). Wartet: pessimistischer Modus, die Transaktion eines anderen Versuchs hat ein Dokument gesperrt, das sie liest.</translation>
    </message>
</context>
<context>
    <name>atlas::InvariantBar</name>
    <message>
        <source>Single completion</source>
        <translation>Einmal abgeschlossen</translation>
    </message>
    <message>
        <source>One inbox marker</source>
        <translation>Ein Inbox-Marker</translation>
    </message>
    <message>
        <source>Revenue matches</source>
        <translation>Umsatz stimmt</translation>
    </message>
    <message>
        <source>One receipt</source>
        <translation>Eine Quittung</translation>
    </message>
    <message>
        <source>No event lost</source>
        <translation>Kein Ereignis verloren</translation>
    </message>
    <message>
        <source>Completed is final</source>
        <translation>Abgeschlossen bleibt abgeschlossen</translation>
    </message>
    <message>
        <source>Holds.</source>
        <translation>Gilt.</translation>
    </message>
    <message>
        <source>Offenders:</source>
        <translation>Verursacher:</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to select the offenders.</source>
        <translation>Klicken, um die Verursacher auszuwählen.</translation>
    </message>
    <message>
        <source>Invariants: all hold</source>
        <translation>Invarianten: alle gelten</translation>
    </message>
    <message numerus="yes">
        <source>Invariants: %n broken</source>
        <translation>
            <numerusform>Invarianten: %n verletzt</numerusform>
            <numerusform>Invarianten: %n verletzt</numerusform>
        </translation>
    </message>
    <message>
        <source>Compensates once</source>
        <translation>Einmal kompensiert</translation>
    </message>
</context>
<context>
    <name>atlas::InvariantMonitor</name>
    <message>
        <source>Each order is completed at most once</source>
        <translation>Jede Bestellung wird höchstens einmal abgeschlossen</translation>
    </message>
    <message>
        <source>the COMPLETED transition (and its revenue and receipt) was applied more than once for these orders</source>
        <translation>der Übergang nach COMPLETED (mit Umsatz und Quittung) wurde für diese Bestellungen mehr als einmal angewandt</translation>
    </message>
    <message>
        <source>Each event (source + id) is recorded in the inbox once</source>
        <translation>Jedes Ereignis (source + id) steht einmal in der Inbox</translation>
    </message>
    <message>
        <source>these inbox markers were written again: the event was processed twice</source>
        <translation>diese Inbox-Marker wurden erneut geschrieben: Das Ereignis wurde zweimal verarbeitet</translation>
    </message>
    <message>
        <source>Revenue equals the sum of completed orders&apos; totals</source>
        <translation>Der Umsatz entspricht der Summe der Beträge abgeschlossener Bestellungen</translation>
    </message>
    <message>
        <source>Exactly one receipt email per completed order</source>
        <translation>Genau eine Quittungs-E-Mail pro abgeschlossener Bestellung</translation>
    </message>
    <message>
        <source>these orders got duplicate receipts, or none although their outbox record is no longer in flight</source>
        <translation>diese Bestellungen bekamen doppelte Quittungen oder keine, obwohl ihr Outbox-Datensatz nicht mehr in Arbeit ist</translation>
    </message>
    <message>
        <source>No event is lost: each is processed, parked or dead-lettered</source>
        <translation>Kein Ereignis geht verloren: Jedes wird verarbeitet, zurückgestellt oder ins Dead-Letter-Topic verschoben</translation>
    </message>
    <message>
        <source>these events were dropped or expired, or their inbox marker says COMPLETED while the order is not</source>
        <translation>diese Ereignisse wurden verworfen oder sind abgelaufen, oder ihr Inbox-Marker sagt COMPLETED, die Bestellung aber nicht</translation>
    </message>
    <message>
        <source>No order leaves COMPLETED</source>
        <translation>Keine Bestellung verlässt COMPLETED</translation>
    </message>
    <message>
        <source>these orders were COMPLETED and then moved to another state</source>
        <translation>diese Bestellungen waren COMPLETED und gingen dann in einen anderen Zustand über</translation>
    </message>
    <message>
        <source>Compensation runs at most once per order</source>
        <translation>Die Kompensation läuft höchstens einmal pro Bestellung</translation>
    </message>
    <message>
        <source>these orders were compensated twice (a reservation released again, a payment refunded again) or were both completed and compensated</source>
        <translation>diese Bestellungen wurden zweimal kompensiert (eine Reservierung erneut freigegeben, eine Zahlung erneut erstattet) oder wurden sowohl abgeschlossen als auch kompensiert</translation>
    </message>
    <message>
        <source>the revenue counter says %1 but completed orders total %2</source>
        <translation>der Umsatzzähler sagt %1, die abgeschlossenen Bestellungen ergeben aber %2</translation>
    </message>
</context>
<context>
    <name>atlas::JoinClassDialog</name>
    <message>
        <source>Join a class</source>
        <translation>Einer Klasse beitreten</translation>
    </message>
    <message>
        <source>The class server your teacher named, as postgresql://user@host:port/database</source>
        <translation>Der Klassenserver, den Ihre Lehrkraft genannt hat, als postgresql://user@host:port/database</translation>
    </message>
    <message>
        <source>The six-character code your teacher showed</source>
        <translation>Der sechsstellige Code, den Ihre Lehrkraft gezeigt hat</translation>
    </message>
    <message>
        <source>Your name as the teacher&apos;s dashboard shows it</source>
        <translation>Ihr Name, wie ihn das Dashboard der Lehrkraft zeigt</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>Your results are kept on this computer first and sent when the server can be reached, so working offline loses nothing.</source>
        <translation>Ihre Ergebnisse werden zuerst auf diesem Computer gespeichert und gesendet, sobald der Server erreichbar ist; beim Arbeiten ohne Verbindung geht also nichts verloren.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>Joined “%1”.</source>
        <translation>Beigetreten: „%1“.</translation>
    </message>
    <message>
        <source>Asking %1 for the class…</source>
        <translation>%1 wird nach der Klasse gefragt…</translation>
    </message>
    <message>
        <source>Class c&amp;ode:</source>
        <translation>&amp;Klassencode:</translation>
    </message>
</context>
<context>
    <name>atlas::JournalModel</name>
    <message>
        <source>Seq</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Zustellung</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>atlas::JournalPanel</name>
    <message>
        <source>Filter by message key, outcome or text (Ctrl+J)</source>
        <translation>Nach Nachrichtenschlüssel, Ergebnis oder Text filtern (Strg+J)</translation>
    </message>
    <message>
        <source>Shows only entries whose message key, outcome or detail contains this text (Ctrl+J)</source>
        <translation>Zeigt nur Einträge, deren Nachrichtenschlüssel, Ergebnis oder Detail diesen Text enthält (Strg+J)</translation>
    </message>
    <message>
        <source>Shows only entries of one kind</source>
        <translation>Zeigt nur Einträge einer Art</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Handler decisions</source>
        <translation>Handler-Entscheidungen</translation>
    </message>
    <message>
        <source>Handlers in flight</source>
        <translation>Laufende Handler</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Outbox relay</source>
        <translation>Outbox-Relay</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Betrieb</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Find in journal</source>
        <translation>Im Journal suchen</translation>
    </message>
    <message>
        <source>Find in journal: filter the journal by message key or text</source>
        <translation>Im Journal suchen: das Journal nach Nachrichtenschlüssel oder Text filtern</translation>
    </message>
</context>
<context>
    <name>atlas::KnowledgeCheckView</name>
    <message>
        <source>Choose an answer, then Check answer (or press Enter). Your first answer is the one scored; the right answer and why are shown after it. You may try again for practice: retries never change the score. Show me plays the scenario behind a question.</source>
        <translation>Wählen Sie eine Antwort und dann „Antwort prüfen“ (oder drücken Sie die Eingabetaste). Gewertet wird Ihre erste Antwort; danach werden die richtige Antwort und die Begründung gezeigt. Zur Übung dürfen Sie es erneut versuchen: Wiederholungen ändern die Wertung nie. „Zeig es mir“ spielt das Szenario hinter einer Frage ab.</translation>
    </message>
    <message>
        <source>This lesson has no knowledge check.</source>
        <translation>Diese Lektion hat keine Wissensprüfung.</translation>
    </message>
    <message>
        <source>Knowledge check: %1 of %2 right on the first try</source>
        <translation>Wissensprüfung: %1 von %2 im ersten Versuch richtig</translation>
    </message>
    <message>
        <source>, %1 retried</source>
        <translation>, %1 wiederholt</translation>
    </message>
    <message>
        <source>, %1 not answered yet</source>
        <translation>, %1 noch nicht beantwortet</translation>
    </message>
</context>
<context>
    <name>atlas::Lab</name>
    <message>
        <source>%1 %2: the handler threw POISON_MESSAGE before writing anything, as it does on every attempt of this event; not an error the application parks, so the channel is told to retry</source>
        <translation>%1 %2: Der Handler warf POISON_MESSAGE, bevor er etwas schrieb, wie bei jedem Versuch dieses Ereignisses; kein Fehler, den die Anwendung zurückstellt, daher soll der Kanal wiederholen</translation>
    </message>
    <message>
        <source>attempt #%1 finished: %2</source>
        <translation>Versuch #%1 beendet: %2</translation>
    </message>
    <message>
        <source> Its ack deadline had passed, so the channel ignores this reply.</source>
        <translation> Seine Ack-Frist war verstrichen, daher ignoriert der Kanal diese Antwort.</translation>
    </message>
    <message>
        <source>the ack was lost on the way back</source>
        <translation>das Ack ging auf dem Rückweg verloren</translation>
    </message>
    <message>
        <source>the handler crashed after committing</source>
        <translation>der Handler stürzte nach dem Commit ab</translation>
    </message>
    <message>
        <source>clock moved %1 s to the next due delivery</source>
        <translation>Uhr um %1 s zur nächsten fälligen Zustellung vorgestellt</translation>
    </message>
    <message>
        <source>%1/%2 deleted by its TTL policy: %3 was %4, deleted %5 later</source>
        <translation>%1/%2 durch seine TTL-Richtlinie gelöscht: %3 war %4, gelöscht %5 später</translation>
    </message>
    <message>
        <source>%1: %2 %3 publishes %4 %5</source>
        <translation>%1: %2 %3 veröffentlicht %4 %5</translation>
    </message>
    <message>
        <source>TTL policy on %1 removed: nothing there expires</source>
        <translation>TTL-Richtlinie auf %1 entfernt: Dort läuft nichts mehr ab</translation>
    </message>
    <message>
        <source>TTL policy on %1: documents are deleted some time within %2 after the timestamp in %3</source>
        <translation>TTL-Richtlinie auf %1: Dokumente werden irgendwann innerhalb von %2 nach dem Zeitstempel in %3 gelöscht</translation>
    </message>
    <message>
        <source>an operator deleted %1/%2 by hand</source>
        <translation>ein Operator hat %1/%2 von Hand gelöscht</translation>
    </message>
    <message>
        <source>%1: its changes publish Firestore document events</source>
        <translation>%1: Seine Änderungen veröffentlichen Firestore-Dokumentereignisse</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>attempt #%1</source>
        <translation>Versuch #%1</translation>
    </message>
    <message>
        <source>its handler takes no time, but attempts are in flight, so its transaction meets theirs</source>
        <translation>sein Handler braucht keine Zeit, aber Versuche laufen, daher trifft seine Transaktion auf ihre</translation>
    </message>
    <message>
        <source>its handler works for %1 after its transaction reads, then commits</source>
        <translation>sein Handler arbeitet %1, nachdem seine Transaktion gelesen hat, und schreibt dann (Commit)</translation>
    </message>
    <message>
        <source>%1 (delivery %2, %3 %4) started: %5; the channel waits for its ack until %6</source>
        <translation>%1 (Zustellung %2, %3 %4) gestartet: %5; der Kanal wartet bis %6 auf sein Ack</translation>
    </message>
    <message>
        <source>%1 reads %2, which the open transaction of %3 has locked (pessimistic mode: a read-write transaction locks what it reads): it waits until that one commits</source>
        <translation>%1 liest %2, das die offene Transaktion von %3 gesperrt hat (pessimistischer Modus: Eine Lese-Schreib-Transaktion sperrt, was sie liest): Er wartet, bis jene ihren Commit macht</translation>
    </message>
    <message>
        <source>a write outside the handlers</source>
        <translation>ein Schreibvorgang außerhalb der Handler</translation>
    </message>
    <message>
        <source>%1 was committed by %2 at %3</source>
        <translation>%1: Commit durch %2 um %3</translation>
    </message>
    <message>
        <source>%1&apos;s transaction (try %2 of %3) was ABORTED at commit: it read at %4, then %5</source>
        <translation>Die Transaktion von %1 (Durchgang %2 von %3) wurde beim Commit ABORTED: Sie las um %4, danach %5</translation>
    </message>
    <message>
        <source>; that was the last try, so the transaction fails: the handler reports CONTENTION (retryable) and the channel retries the event</source>
        <translation>; das war der letzte Durchgang, daher schlägt die Transaktion fehl: Der Handler meldet CONTENTION (wiederholbar), und der Kanal wiederholt das Ereignis</translation>
    </message>
    <message>
        <source>; the transaction function runs again now, reading afresh, and works %1 again</source>
        <translation>; die Transaktionsfunktion läuft jetzt erneut, liest neu und arbeitet wieder %1</translation>
    </message>
    <message>
        <source>%1 is done, so its lock on %2 is free: %3 (waiting since %4) reads the committed state now and works %5 from here</source>
        <translation>%1 ist fertig, daher ist seine Sperre auf %2 frei: %3 (wartet seit %4) liest jetzt den geschriebenen Stand und arbeitet von hier an %5</translation>
    </message>
    <message>
        <source>clock moved %1 to the finish of %2%3</source>
        <translation>Uhr um %1 bis zum Ende von %2 vorgestellt%3</translation>
    </message>
    <message>
        <source>trigger %1 (%2 in %3/%4)</source>
        <translation>Trigger %1 (%2 in %3/%4)</translation>
    </message>
    <message>
        <source>the lesson&apos;s own security rules are active</source>
        <translation>die eigenen Sicherheitsregeln der Lektion sind aktiv</translation>
    </message>
    <message>
        <source>the chapter&apos;s security rules are active</source>
        <translation>die Sicherheitsregeln des Kapitels sind aktiv</translation>
    </message>
    <message>
        <source>client %1 %2 /%3: %4</source>
        <translation>Client %1 %2 /%3: %4</translation>
    </message>
    <message>
        <source>signed-out client %1 /%2: %3</source>
        <translation>abgemeldeter Client %1 /%2: %3</translation>
    </message>
    <message>
        <source>; the write failed: %1</source>
        <translation>; das Schreiben schlug fehl: %1</translation>
    </message>
    <message>
        <source>entry %1 (%2, redriven %3x)</source>
        <translation>Eintrag %1 (%2, %3-mal erneut eingespielt)</translation>
    </message>
    <message>
        <source>dry run of redrive all: %1 of %2 entry would be redelivered</source>
        <translation>Probelauf von Redrive all: %1 von %2 Eintrag würde erneut zugestellt</translation>
    </message>
    <message>
        <source>dry run of redrive all: %1 of %2 entries would be redelivered</source>
        <translation>Probelauf von Redrive all: %1 von %2 Einträgen würden erneut zugestellt</translation>
    </message>
    <message>
        <source>dry run of redrive entry %1: %2 of %3 entry would be redelivered</source>
        <translation>Probelauf von Redrive für Eintrag %1: %2 von %3 Eintrag würde erneut zugestellt</translation>
    </message>
    <message>
        <source>dry run of redrive entry %1: %2 of %3 entries would be redelivered</source>
        <translation>Probelauf von Redrive für Eintrag %1: %2 von %3 Einträgen würden erneut zugestellt</translation>
    </message>
    <message>
        <source>; %1 would be held by the redrive limit (%2): %3</source>
        <translation>; %1 würde(n) vom Redrive-Limit (%2) zurückgehalten: %3</translation>
    </message>
    <message>
        <source>; nothing was changed</source>
        <translation>; nichts wurde geändert</translation>
    </message>
    <message>
        <source>redrive limit is now 1: a dead letter redriven 1 time is held in the topic instead of being redriven again</source>
        <translation>das Redrive-Limit ist jetzt 1: Ein 1-mal erneut eingespieltes Dead Letter wird im Topic zurückgehalten, statt erneut eingespielt zu werden</translation>
    </message>
    <message>
        <source>redrive limit is now %1: a dead letter redriven %1 times is held in the topic instead of being redriven again</source>
        <translation>das Redrive-Limit ist jetzt %1: Ein %1-mal erneut eingespieltes Dead Letter wird im Topic zurückgehalten, statt erneut eingespielt zu werden</translation>
    </message>
    <message>
        <source>event %1 is poison from now on: the handler throws POISON_MESSAGE on it before writing anything, on every attempt. The application does not know the error as a permanent one, so it does not park the event: every attempt nacks. Redrives and republishes of the same source+id are poison too, until the handler is fixed</source>
        <translation>Ereignis %1 ist ab jetzt Poison: Der Handler wirft darauf POISON_MESSAGE, bevor er etwas schreibt, bei jedem Versuch. Die Anwendung kennt den Fehler nicht als dauerhaften, daher stellt sie das Ereignis nicht zurück: Jeder Versuch sendet ein Nack. Redrives und erneute Veröffentlichungen mit derselben source+id sind ebenfalls Poison, bis der Handler behoben ist</translation>
    </message>
    <message>
        <source>the handler is fixed for event %1: its next attempt runs the handler normally</source>
        <translation>der Handler ist für Ereignis %1 behoben: Sein nächster Versuch führt den Handler normal aus</translation>
    </message>
    <message>
        <source>event %1 was not poison: nothing changes</source>
        <translation>Ereignis %1 war kein Poison: Nichts ändert sich</translation>
    </message>
    <message>
        <source>set back online</source>
        <translation>wieder online geschaltet</translation>
    </message>
    <message>
        <source>the consumer is online already: nothing changes</source>
        <translation>der Consumer ist bereits online: Nichts ändert sich</translation>
    </message>
    <message>
        <source>its offline window ended</source>
        <translation>sein Offline-Zeitfenster ist zu Ende</translation>
    </message>
    <message>
        <source>the consumer is offline %1: every push fails with UNAVAILABLE and no handler runs; each failure is a delivery attempt, retried (or not) by the retry policy</source>
        <translation>der Consumer ist offline %1: Jeder Push schlägt mit UNAVAILABLE fehl, und kein Handler läuft; jeder Fehlschlag ist ein Zustellversuch, den die Wiederholungsrichtlinie wiederholt (oder nicht)</translation>
    </message>
    <message>
        <source>for %1, until %2</source>
        <translation>für %1, bis %2</translation>
    </message>
    <message>
        <source>until it is set back online</source>
        <translation>bis er wieder online geschaltet wird</translation>
    </message>
    <message>
        <source>the consumer is back online after %1 offline (%2): deliveries reach the handler again</source>
        <translation>der Consumer ist nach %1 offline wieder online (%2): Zustellungen erreichen den Handler wieder</translation>
    </message>
    <message>
        <source>delivery %1 (attempt %2) did not reach the consumer: it is offline, so the push failed with UNAVAILABLE and no handler ran</source>
        <translation>Zustellung %1 (Versuch %2) erreichte den Consumer nicht: Er ist offline, daher schlug der Push mit UNAVAILABLE fehl, und kein Handler lief</translation>
    </message>
    <message>
        <source>%1 holds its stock until %2: then the saga&apos;s timer publishes SAGA_RESERVATION_EXPIRED</source>
        <translation>%1 hält seinen Bestand bis %2: Dann veröffentlicht der Timer der Saga SAGA_RESERVATION_EXPIRED</translation>
    </message>
    <message>
        <source>%1 is no longer HELD: its timeout is cancelled</source>
        <translation>%1 ist nicht mehr HELD: Sein Timeout ist aufgehoben</translation>
    </message>
    <message>
        <source>%1 timed out while still HELD: the saga&apos;s timer publishes %2 %3</source>
        <translation>%1 lief ab, während es noch HELD war: Der Timer der Saga veröffentlicht %2 %3</translation>
    </message>
    <message>
        <source>reservations made from now on hold their stock for %1; a reservation still HELD then is released by the saga&apos;s timeout</source>
        <translation>ab jetzt angelegte Reservierungen halten ihren Bestand %1 lang; eine Reservierung, die dann noch HELD ist, gibt das Timeout der Saga frei</translation>
    </message>
    <message>
        <source>operator moved the saga of order %1 from %2 to %3 and released its reservation: %4</source>
        <translation>der Operator hat die Saga von Bestellung %1 von %2 nach %3 versetzt und ihre Reservierung freigegeben: %4</translation>
    </message>
    <message>
        <source>operator moved the saga of order %1 from %2 to %3: %4</source>
        <translation>der Operator hat die Saga von Bestellung %1 von %2 nach %3 versetzt: %4</translation>
    </message>
    <message>
        <source>operator resent the receipt of order %1 with idempotency key %2: %3</source>
        <translation>der Operator hat die Quittung von Bestellung %1 mit dem Idempotenzschlüssel %2 erneut gesendet: %3</translation>
    </message>
    <message>
        <source>operator marked the %1 receipt of order %2 reconciled: %3</source>
        <translation>der Operator hat die Quittung (%1) von Bestellung %2 als abgeglichen markiert: %3</translation>
    </message>
    <message>
        <source>: nothing is queued</source>
        <translation>: nichts ist eingereiht</translation>
    </message>
    <message>
        <source>nothing to deliver: the queue is empty</source>
        <translation>nichts zuzustellen: die Warteschlange ist leer</translation>
    </message>
    <message>
        <source>clock moved %1 s to the delivery&apos;s due time</source>
        <translation>Uhr um %1 s zur Fälligkeit der Zustellung vorgestellt</translation>
    </message>
    <message>
        <source>clock moved %1 s to %2</source>
        <translation>Uhr um %1 s auf %2 vorgestellt</translation>
    </message>
    <message>
        <source>retry policy is now %1</source>
        <translation>die Wiederholungsrichtlinie ist jetzt %1</translation>
    </message>
    <message>
        <source>a new world with seed %1</source>
        <translation>eine neue Welt mit Seed %1</translation>
    </message>
    <message>
        <source>parked event %1 resolved: %2</source>
        <translation>zurückgestelltes Ereignis %1 erledigt: %2</translation>
    </message>
    <message>
        <source>parked event %1 discarded (the record is kept)</source>
        <translation>zurückgestelltes Ereignis %1 verworfen (der Datensatz bleibt erhalten)</translation>
    </message>
</context>
<context>
    <name>atlas::LabError</name>
    <message>
        <source>a number from 0 to 1</source>
        <translation>eine Zahl von 0 bis 1</translation>
    </message>
    <message>
        <source>runChaos: lostAckRate + crashRate + transientRate must not exceed 1</source>
        <translation>runChaos: lostAckRate + crashRate + transientRate darf 1 nicht übersteigen</translation>
    </message>
    <message>
        <source>a branch name must have 1 to %1 bytes</source>
        <translation>ein Zweigname muss 1 bis %1 Bytes haben</translation>
    </message>
    <message>
        <source>a timeline has at least one branch</source>
        <translation>eine Zeitleiste hat mindestens einen Zweig</translation>
    </message>
    <message>
        <source>the current branch %1 is not one of the branches</source>
        <translation>der aktuelle Zweig %1 gehört nicht zu den Zweigen</translation>
    </message>
    <message>
        <source>the first branch has an id above 0 and no parent</source>
        <translation>der erste Zweig hat eine ID über 0 und keinen Elternzweig</translation>
    </message>
    <message>
        <source>branch %1: branch ids must rise</source>
        <translation>Zweig %1: die IDs der Zweige müssen steigen</translation>
    </message>
    <message>
        <source>branch %1: its parent %2 is not an earlier branch</source>
        <translation>Zweig %1: sein Elternzweig %2 ist kein früherer Zweig</translation>
    </message>
    <message>
        <source>branch %1: it forks past the end of a log</source>
        <translation>Zweig %1: er zweigt hinter dem Ende eines Protokolls ab</translation>
    </message>
    <message>
        <source>branch %1: its first %2 commands are not its parent&apos;s</source>
        <translation>Zweig %1: seine ersten %2 Befehle sind nicht die seines Elternzweigs</translation>
    </message>
    <message>
        <source>branch %1: it shares commands with its parent but not the seed they ran on</source>
        <translation>Zweig %1: er teilt Befehle mit seinem Elternzweig, aber nicht den Seed, mit dem sie liefen</translation>
    </message>
    <message>
        <source>the position lies past the end of the current branch</source>
        <translation>die Position liegt hinter dem Ende des aktuellen Zweigs</translation>
    </message>
    <message>
        <source>there is no branch %1</source>
        <translation>es gibt keinen Zweig %1</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>%1: arguments must be a JSON object, found %2</source>
        <translation>%1: die Argumente müssen ein JSON-Objekt sein, gefunden: %2</translation>
    </message>
    <message>
        <source>the session&apos;s commands cannot be replayed: %1</source>
        <translation>die Befehle der Sitzung lassen sich nicht erneut abspielen: %1</translation>
    </message>
    <message>
        <source>a chaos run is under way: wait for it or cancel it first</source>
        <translation>ein Chaoslauf ist im Gang: Warten Sie ihn ab oder brechen Sie ihn zuerst ab</translation>
    </message>
    <message>
        <source>branch %1 cannot be replayed: %2</source>
        <translation>Zweig %1 lässt sich nicht erneut abspielen: %2</translation>
    </message>
    <message>
        <source>no database &apos;%1&apos;: the lab has &quot;(default)&quot; and &quot;analytics&quot;</source>
        <translation>keine Datenbank &apos;%1&apos;: Das Lab hat &quot;(default)&quot; und &quot;analytics&quot;</translation>
    </message>
    <message>
        <source>&quot;(default)&quot; or &quot;analytics&quot;</source>
        <translation>&quot;(default)&quot; oder &quot;analytics&quot;</translation>
    </message>
    <message>
        <source>a collection path (%1)</source>
        <translation>ein Collection-Pfad (%1)</translation>
    </message>
    <message>
        <source>setTtlPolicy: &quot;enabled&quot;: false removes the policy and takes no &quot;field&quot; or &quot;lagMs&quot;</source>
        <translation>setTtlPolicy: &quot;enabled&quot;: false entfernt die Richtlinie und nimmt kein &quot;field&quot; und kein &quot;lagMs&quot;</translation>
    </message>
    <message>
        <source>setTtlPolicy: %1 has no TTL policy to remove</source>
        <translation>setTtlPolicy: %1 hat keine TTL-Richtlinie, die sich entfernen ließe</translation>
    </message>
    <message>
        <source>a top-level field name (no dots)</source>
        <translation>ein Feldname der obersten Ebene (ohne Punkte)</translation>
    </message>
    <message>
        <source>deleteDocument: %1/%2 does not exist</source>
        <translation>deleteDocument: %1/%2 existiert nicht</translation>
    </message>
    <message>
        <source>a document path (%1)</source>
        <translation>ein Dokumentpfad (%1)</translation>
    </message>
    <message>
        <source>&quot;created&quot;, &quot;updated&quot;, &quot;deleted&quot; or &quot;written&quot;</source>
        <translation>&quot;created&quot;, &quot;updated&quot;, &quot;deleted&quot; oder &quot;written&quot;</translation>
    </message>
    <message>
        <source>addTrigger: the audit handler writes to %1 for every trigger event, so this trigger would fire for its own events without end; watch another collection or use &quot;on&quot;: &quot;deleted&quot;</source>
        <translation>addTrigger: Der Audit-Handler schreibt bei jedem Trigger-Ereignis in %1, also würde dieser Trigger ohne Ende für seine eigenen Ereignisse auslösen; beobachten Sie eine andere Collection oder verwenden Sie &quot;on&quot;: &quot;deleted&quot;</translation>
    </message>
    <message>
        <source>addTrigger: the audit handler writes to %1 for every trigger event, so this trigger would fire for its own events without end; watch another collection</source>
        <translation>addTrigger: Der Audit-Handler schreibt bei jedem Trigger-Ereignis in %1, also würde dieser Trigger ohne Ende für seine eigenen Ereignisse auslösen; beobachten Sie eine andere Collection</translation>
    </message>
    <message>
        <source>removeTrigger: no trigger has id %1</source>
        <translation>removeTrigger: kein Trigger hat die ID %1</translation>
    </message>
    <message>
        <source>&quot;*&quot; or one of %1</source>
        <translation>&quot;*&quot; oder eines von %1</translation>
    </message>
    <message>
        <source>&quot;pessimistic&quot; or &quot;optimistic&quot;</source>
        <translation>&quot;pessimistic&quot; oder &quot;optimistic&quot;</translation>
    </message>
    <message>
        <source>setConcurrencyMode: a database&apos;s mode cannot change under running transactions; finish the attempts in flight first</source>
        <translation>setConcurrencyMode: Der Modus einer Datenbank kann sich nicht unter laufenden Transaktionen ändern; beenden Sie zuerst die laufenden Versuche</translation>
    </message>
    <message>
        <source>finishAttempt: no handler attempt is in flight</source>
        <translation>finishAttempt: kein Handler-Versuch läuft</translation>
    </message>
    <message>
        <source>finishAttempt: no attempt #%1 is in flight</source>
        <translation>finishAttempt: kein Versuch #%1 läuft</translation>
    </message>
    <message>
        <source>an attempt id (as the in-flight list shows it) or &quot;next&quot;</source>
        <translation>eine Versuchs-ID (wie die Liste der laufenden Versuche sie zeigt) oder &quot;next&quot;</translation>
    </message>
    <message>
        <source>finishAttempt: %1 is waiting for %2&apos;s lock on %3; finish that one first</source>
        <translation>finishAttempt: %1 wartet auf die Sperre von %2 auf %3; beenden Sie zuerst diesen</translation>
    </message>
    <message>
        <source>rules that parse (%1)</source>
        <translation>Regeln, die sich parsen lassen (%1)</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>a non-empty uid, or null for a signed-out client</source>
        <translation>eine nicht leere uid oder null für einen abgemeldeten Client</translation>
    </message>
    <message>
        <source>a JSON object (the fields the client writes)</source>
        <translation>ein JSON-Objekt (die Felder, die der Client schreibt)</translation>
    </message>
    <message>
        <source>nothing: only create and update carry data</source>
        <translation>nichts: Nur create und update tragen data</translation>
    </message>
    <message>
        <source>a dead-letter entry id, &quot;latest&quot; or &quot;all&quot;</source>
        <translation>eine ID eines Eintrags im Dead-Letter-Topic, &quot;latest&quot; oder &quot;all&quot;</translation>
    </message>
    <message>
        <source>the dead-letter topic is empty</source>
        <translation>das Dead-Letter-Topic ist leer</translation>
    </message>
    <message>
        <source>no dead-letter entry has id %1</source>
        <translation>kein Eintrag im Dead-Letter-Topic hat die ID %1</translation>
    </message>
    <message>
        <source>dead-letter entry %1 is not in the topic: it was redriven as message %2</source>
        <translation>der Eintrag %1 ist nicht im Dead-Letter-Topic: Er wurde als Nachricht %2 erneut eingespielt</translation>
    </message>
    <message>
        <source>no durationMs with &quot;enabled&quot;: false (bringing the consumer back takes no duration)</source>
        <translation>kein durationMs bei &quot;enabled&quot;: false (den Consumer zurückzuholen braucht keine Dauer)</translation>
    </message>
    <message>
        <source>&quot;CANCELLED&quot; or &quot;COMPLETED&quot;</source>
        <translation>&quot;CANCELLED&quot; oder &quot;COMPLETED&quot;</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be %3, found %4</source>
        <translation>%1: &apos;%2&apos; muss %3 sein, gefunden: %4</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no value was given</comment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>given</source>
        <comment>an argument that must be given</comment>
        <translation>angegeben</translation>
    </message>
    <message>
        <source>a non-empty string</source>
        <translation>eine nicht leere Zeichenkette</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; %2 matches no pending delivery (%3)</source>
        <translation>&apos;%1&apos; %2 passt zu keiner ausstehenden Zustellung (%3)</translation>
    </message>
    <message>
        <source>the queue is empty</source>
        <translation>die Warteschlange ist leer</translation>
    </message>
    <message>
        <source>no pending delivery has that id</source>
        <translation>keine ausstehende Zustellung hat diese ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a delivery id, &quot;first&quot;, &quot;latest&quot;, &quot;next&quot;, a message key (source|id) or {&quot;message&quot;: key}; found %2</source>
        <translation>&apos;%1&apos; muss eine Zustellungs-ID, &quot;first&quot;, &quot;latest&quot;, &quot;next&quot;, ein Nachrichtenschlüssel (source|id) oder {&quot;message&quot;: key} sein; gefunden: %2</translation>
    </message>
    <message>
        <source>no pending delivery of message %1</source>
        <translation>keine ausstehende Zustellung der Nachricht %1</translation>
    </message>
    <message>
        <source>no message has been published yet</source>
        <translation>es wurde noch keine Nachricht veröffentlicht</translation>
    </message>
    <message>
        <source>no message has id %1</source>
        <translation>keine Nachricht hat die ID %1</translation>
    </message>
    <message>
        <source>&apos;message&apos; must be a message id, &quot;latest&quot; or a published key (source|id); found %1</source>
        <translation>&apos;message&apos; muss eine Nachrichten-ID, &quot;latest&quot; oder ein veröffentlichter Schlüssel (source|id) sein; gefunden: %1</translation>
    </message>
    <message>
        <source>delivery %1 left the queue before it ran</source>
        <translation>Zustellung %1 hat die Warteschlange verlassen, bevor sie lief</translation>
    </message>
    <message>
        <source>reorder: cannot move delivery %1 before %2</source>
        <translation>reorder: Zustellung %1 lässt sich nicht vor %2 verschieben</translation>
    </message>
    <message>
        <source>&quot;up&quot; or &quot;down&quot;</source>
        <translation>&quot;up&quot; oder &quot;down&quot;</translation>
    </message>
    <message>
        <source>delivery %1 is already at the top of the queue</source>
        <translation>Zustellung %1 steht schon ganz vorn in der Warteschlange</translation>
    </message>
    <message>
        <source>delivery %1 is already at the bottom of the queue</source>
        <translation>Zustellung %1 steht schon ganz hinten in der Warteschlange</translation>
    </message>
    <message>
        <source>advanceClock: nothing is scheduled, so there is no next due time</source>
        <translation>advanceClock: Nichts ist geplant, also gibt es keinen nächsten fälligen Zeitpunkt</translation>
    </message>
    <message>
        <source>&quot;off&quot;, &quot;bounded&quot; or &quot;unlimited&quot;</source>
        <translation>&quot;off&quot;, &quot;bounded&quot; oder &quot;unlimited&quot;</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>ein JSON-Objekt</translation>
    </message>
    <message>
        <source>a fault name</source>
        <translation>der Name eines Fehlers</translation>
    </message>
</context>
<context>
    <name>atlas::LabStatusBar</name>
    <message>
        <source>Simulated time: it moves only when a command moves it</source>
        <translation>Simulierte Zeit: Sie läuft nur, wenn ein Befehl sie vorstellt</translation>
    </message>
    <message>
        <source>The seed: the same seed and the same clicks give the same run</source>
        <translation>Der Seed: Gleicher Seed und gleiche Klicks ergeben denselben Lauf</translation>
    </message>
    <message>
        <source>Deliveries waiting in the channel&apos;s queue</source>
        <translation>Zustellungen, die in der Warteschlange des Kanals warten</translation>
    </message>
    <message>
        <source>Entries written to the journal so far</source>
        <translation>Bisher ins Journal geschriebene Einträge</translation>
    </message>
    <message>
        <source>Sim time %1</source>
        <translation>Sim-Zeit %1</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Seed %1</translation>
    </message>
    <message>
        <source>Queue %1</source>
        <translation>Warteschlange %1</translation>
    </message>
    <message>
        <source>Journal %1</source>
        <translation>Journal %1</translation>
    </message>
    <message>
        <source>Rebuilding the world by replaying the log: %1% of the work done…</source>
        <translation>Die Welt wird durch erneutes Abspielen des Protokolls neu aufgebaut: %1 % der Arbeit erledigt…</translation>
    </message>
    <message>
        <source>Replayed the log; showing the rebuilt world…</source>
        <translation>Protokoll erneut abgespielt; die neu aufgebaute Welt wird gezeigt…</translation>
    </message>
</context>
<context>
    <name>atlas::LanguageMenu</name>
    <message>
        <source>Use the language of the system (now %1)</source>
        <translation>Die Sprache des Systems verwenden (derzeit %1)</translation>
    </message>
    <message>
        <source>Use %1 for menus, messages and lesson texts</source>
        <translation>%1 für Menüs, Meldungen und Lektionstexte verwenden</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>The lab speaks %1.</source>
        <translation>Das Lab spricht %1.</translation>
    </message>
    <message>
        <source>The lab will speak %1 the next time it starts.</source>
        <translation>Das Lab spricht %1 beim nächsten Start.</translation>
    </message>
</context>
<context>
    <name>atlas::LearnerProgress</name>
    <message>
        <source>The progress file %1 cannot be read (%2). Progress will not be saved until it can.</source>
        <translation>Die Fortschrittsdatei %1 kann nicht gelesen werden (%2). Der Fortschritt wird erst gespeichert, wenn sie lesbar ist.</translation>
    </message>
    <message>
        <source>it is not valid JSON: %1</source>
        <translation>sie ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>it nests more than %1 levels deep</source>
        <translation>sie ist tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>it holds the number %1, which is out of range</source>
        <translation>sie enthält die Zahl %1, die außerhalb des Bereichs liegt</translation>
    </message>
    <message>
        <source>it is not a progress file</source>
        <translation>sie ist keine Fortschrittsdatei</translation>
    </message>
    <message>
        <source>it was written in a format version this lab does not read</source>
        <translation>sie wurde in einer Formatversion geschrieben, die dieses Lab nicht liest</translation>
    </message>
    <message>
        <source>its top level is damaged</source>
        <translation>ihre oberste Ebene ist beschädigt</translation>
    </message>
    <message>
        <source>a lesson entry is damaged</source>
        <translation>ein Lektionseintrag ist beschädigt</translation>
    </message>
    <message>
        <source>an answer is damaged</source>
        <translation>eine Antwort ist beschädigt</translation>
    </message>
    <message>
        <source>a completed scenario is damaged</source>
        <translation>ein abgeschlossenes Szenario ist beschädigt</translation>
    </message>
    <message>
        <source>the last place opened is damaged</source>
        <translation>die zuletzt geöffnete Stelle ist beschädigt</translation>
    </message>
    <message>
        <source>The progress file %1 could not be read: %2. It was kept as %3 and %4 starts with fresh progress.</source>
        <translation>Die Fortschrittsdatei %1 konnte nicht gelesen werden: %2. Sie wurde als %3 aufbewahrt, und %4 beginnt mit frischem Fortschritt.</translation>
    </message>
    <message>
        <source>The progress file %1 could not be read: %2. It could not be moved aside either, so progress will not be saved over it.</source>
        <translation>Die Fortschrittsdatei %1 konnte nicht gelesen werden: %2. Sie ließ sich auch nicht beiseitelegen, daher wird kein Fortschritt über sie gespeichert.</translation>
    </message>
    <message>
        <source>Progress could not be saved to %1: %2</source>
        <translation>Der Fortschritt konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>it would be larger than the %1 a progress file may have</source>
        <translation>sie wäre größer als die %1, die eine Fortschrittsdatei haben darf</translation>
    </message>
</context>
<context>
    <name>atlas::LessonCli</name>
    <message>
        <source>== Scenario %1: %2</source>
        <translation>== Szenario %1: %2</translation>
    </message>
    <message>
        <source>   setup refused: %1
</source>
        <translation>   Setup abgelehnt: %1
</translation>
    </message>
    <message>
        <source>-- Step %1/%2: %3 %4</source>
        <translation>-- Schritt %1/%2: %3 %4</translation>
    </message>
    <message>
        <source>   refused: %1</source>
        <translation>   abgelehnt: %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FEHLER</translation>
    </message>
    <message>
        <source> (found %1)</source>
        <translation> (gefunden: %1)</translation>
    </message>
    <message>
        <source>   invariants: %1</source>
        <translation>   Invarianten: %1</translation>
    </message>
    <message>
        <source>all hold</source>
        <translation>alle gelten</translation>
    </message>
    <message>
        <source>violated: %1</source>
        <translation>verletzt: %1</translation>
    </message>
    <message numerus="yes">
        <source>   %1 of %n expectation(s) met%2
</source>
        <translation>
            <numerusform>   %1 von %n Erwartung erfüllt%2
</numerusform>
            <numerusform>   %1 von %n Erwartungen erfüllt%2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n step(s) refused</source>
        <translation>
            <numerusform>; %n Schritt abgelehnt</numerusform>
            <numerusform>; %n Schritte abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <source>%1 has no scenario &apos;%2&apos;; it has: %3</source>
        <translation>%1 hat kein Szenario „%2“; es gibt: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n expectation(s) were not met</source>
        <translation>
            <numerusform>%n Erwartung wurde nicht erfüllt</numerusform>
            <numerusform>%n Erwartungen wurden nicht erfüllt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) were refused</source>
        <translation>
            <numerusform>%n Schritt wurde abgelehnt</numerusform>
            <numerusform>%n Schritte wurden abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>Every expectation was met.</source>
        <translation>Jede Erwartung wurde erfüllt.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s); run --validate on it</source>
        <translation>
            <numerusform>%1: %n Fehler; führen Sie --validate darauf aus</numerusform>
            <numerusform>%1: %n Fehler; führen Sie --validate darauf aus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>    scenario  %1  %2 (%n step(s))</source>
        <translation>
            <numerusform>    Szenario  %1  %2 (%n Schritt)</numerusform>
            <numerusform>    Szenario  %1  %2 (%n Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source>    question  %1  %2</source>
        <translation>    Frage     %1  %2</translation>
    </message>
    <message>
        <source>%1: no errors (%2, %3)</source>
        <translation>%1: keine Fehler (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s)</source>
        <translation>
            <numerusform>%n Szenario</numerusform>
            <numerusform>%n Szenarien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n Fehler</numerusform>
            <numerusform>%1: %n Fehler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::LessonDocument</name>
    <message>
        <source>This image is not shown: a lesson shows only images from its own folder or from the lab.</source>
        <translation>Dieses Bild wird nicht gezeigt: Eine Lektion zeigt nur Bilder aus ihrem eigenen Ordner oder aus dem Lab.</translation>
    </message>
</context>
<context>
    <name>atlas::LessonError</name>
    <message>
        <source>an exercise</source>
        <translation>eine Übung</translation>
    </message>
    <message>
        <source>an exercise id not used before</source>
        <translation>eine noch nicht verwendete ID einer Übung</translation>
    </message>
    <message>
        <source>duplicate exercise id %1 (first used at line %2, %3)</source>
        <translation>doppelte ID der Übung %1 (zuerst verwendet in Zeile %2, %3)</translation>
    </message>
    <message>
        <source>a prepare step</source>
        <translation>einen Vorbereitungsschritt</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>the name of a Lab command, e.g. &quot;deliverNext&quot;</source>
        <translation>der Name eines Lab-Befehls, z. B. &quot;deliverNext&quot;</translation>
    </message>
    <message>
        <source>unknown command %1</source>
        <translation>unbekannter Befehl %1</translation>
    </message>
    <message>
        <source>the name of a Lab command</source>
        <translation>der Name eines Lab-Befehls</translation>
    </message>
    <message>
        <source>a command other than reset</source>
        <translation>ein anderer Befehl als reset</translation>
    </message>
    <message>
        <source>an exercise may not allow &quot;reset&quot;: it would replace the exercise&apos;s starting world</source>
        <translation>eine Übung darf &quot;reset&quot; nicht erlauben: Es würde die Ausgangswelt der Übung ersetzen</translation>
    </message>
    <message>
        <source>a command not listed before</source>
        <translation>ein noch nicht aufgeführter Befehl</translation>
    </message>
    <message>
        <source>command %1 is listed twice in allowedCommands</source>
        <translation>Befehl %1 steht zweimal in allowedCommands</translation>
    </message>
    <message>
        <source>an exercise&apos;s grading</source>
        <translation>die Bewertung einer Übung</translation>
    </message>
    <message>
        <source>a graded invariant</source>
        <translation>eine bewertete Invariante</translation>
    </message>
    <message>
        <source>a graded outcome</source>
        <translation>ein bewertetes Ergebnis</translation>
    </message>
    <message>
        <source>an expectation</source>
        <translation>eine Erwartung</translation>
    </message>
    <message>
        <source>a graded cost</source>
        <translation>bewerteten Kosten</translation>
    </message>
    <message>
        <source>no graded items</source>
        <translation>keine bewerteten Punkte</translation>
    </message>
    <message>
        <source>at least one invariant, outcome or cost with points</source>
        <translation>mindestens eine Invariante, ein Ergebnis oder Kosten mit Punkten</translation>
    </message>
    <message>
        <source>this grading gives no points; list at least one invariant, outcome or cost</source>
        <translation>diese Bewertung vergibt keine Punkte; führen Sie mindestens eine Invariante, ein Ergebnis oder Kosten auf</translation>
    </message>
    <message>
        <source>Pub/Sub allows 0 to 600 s</source>
        <translation>Pub/Sub erlaubt 0 bis 600 s</translation>
    </message>
    <message>
        <source>a Firestore transaction may run at most 270 s</source>
        <translation>eine Firestore-Transaktion darf höchstens 270 s laufen</translation>
    </message>
    <message>
        <source>the Lab moves its clock at most 30 days at a time</source>
        <translation>das Lab stellt seine Uhr höchstens 30 Tage auf einmal vor</translation>
    </message>
    <message>
        <source>a dead-letter topic allows 5 to 100 delivery attempts</source>
        <translation>ein Dead-Letter-Topic erlaubt 5 bis 100 Zustellversuche</translation>
    </message>
    <message>
        <source>Pub/Sub retains messages 10 minutes to 7 days</source>
        <translation>Pub/Sub bewahrt Nachrichten 10 Minuten bis 7 Tage auf</translation>
    </message>
    <message>
        <source>the ack deadline is 10 s to 600 s</source>
        <translation>die Ack-Frist beträgt 10 s bis 600 s</translation>
    </message>
    <message>
        <source>the Lab keeps a consumer offline 1 s to 7 days (the longest retention) at a time</source>
        <translation>das Lab hält einen Consumer jeweils 1 s bis 7 Tage (die längste Aufbewahrung) offline</translation>
    </message>
    <message>
        <source>the Lab&apos;s redrive limit is 1 to 100</source>
        <translation>das Redrive-Limit des Labs beträgt 1 bis 100</translation>
    </message>
    <message>
        <source>the Lab&apos;s TTL lag is 1 s to 30 days</source>
        <translation>die TTL-Verzögerung des Labs beträgt 1 s bis 30 Tage</translation>
    </message>
    <message>
        <source>0 (no expireAt) to 30 days</source>
        <translation>0 (kein expireAt) bis 30 Tage</translation>
    </message>
    <message>
        <source>the provider remembers keys for 1 s to 30 days</source>
        <translation>der Anbieter merkt sich Schlüssel 1 s bis 30 Tage lang</translation>
    </message>
    <message>
        <source>the Lab&apos;s saga timeout is 1 s to 24 h</source>
        <translation>das Saga-Timeout des Labs beträgt 1 s bis 24 h</translation>
    </message>
    <message>
        <source>the Lab delivers at most 10000000 in one deliverAll</source>
        <translation>das Lab stellt in einem deliverAll höchstens 10000000 zu</translation>
    </message>
    <message>
        <source>the Lab&apos;s chaos limit</source>
        <translation>die Chaos-Grenze des Labs</translation>
    </message>
    <message>
        <source>known commands: %1</source>
        <translation>bekannte Befehle: %1</translation>
    </message>
    <message>
        <source>the arguments of %1</source>
        <translation>die Argumente von %1</translation>
    </message>
    <message>
        <source>event field %1: %2</source>
        <translation>Ereignisfeld %1: %2</translation>
    </message>
    <message>
        <source>a delivery selector</source>
        <translation>eine Zustellungsauswahl</translation>
    </message>
    <message>
        <source>a dead-letter entry</source>
        <translation>ein Eintrag im Dead-Letter-Topic</translation>
    </message>
    <message>
        <source>a dead-letter entry id (a positive integer), &quot;all&quot; or &quot;latest&quot;</source>
        <translation>die ID eines Eintrags im Dead-Letter-Topic (eine positive ganze Zahl), &quot;all&quot; oder &quot;latest&quot;</translation>
    </message>
    <message>
        <source>(leave %1 out instead)</source>
        <translation>(lassen Sie stattdessen %1 weg)</translation>
    </message>
    <message>
        <source>an attempt id or &quot;next&quot;</source>
        <translation>eine Versuchs-ID oder &quot;next&quot;</translation>
    </message>
    <message>
        <source>an attempt id (a positive integer) or &quot;next&quot;</source>
        <translation>eine Versuchs-ID (eine positive ganze Zahl) oder &quot;next&quot;</translation>
    </message>
    <message>
        <source>an event type or &quot;*&quot;</source>
        <translation>ein Ereignistyp oder &quot;*&quot;</translation>
    </message>
    <message>
        <source>a uid or null</source>
        <translation>eine uid oder null</translation>
    </message>
    <message>
        <source>a uid (a non-empty string) or null (signed out)</source>
        <translation>eine uid (eine nicht leere Zeichenkette) oder null (abgemeldet)</translation>
    </message>
    <message>
        <source>both ms and toNextDue</source>
        <translation>sowohl ms als auch toNextDue</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>keines von beiden</translation>
    </message>
    <message>
        <source>either ms or toNextDue</source>
        <translation>entweder ms oder toNextDue</translation>
    </message>
    <message>
        <source>advanceClock takes either &quot;ms&quot; (how far to move the clock) or &quot;toNextDue&quot;: true (jump to the next scheduled delivery), not both</source>
        <translation>advanceClock nimmt entweder &quot;ms&quot; (wie weit die Uhr vorgestellt wird) oder &quot;toNextDue&quot;: true (Sprung zur nächsten geplanten Zustellung), nicht beides</translation>
    </message>
    <message>
        <source>advanceClock takes either &quot;ms&quot; (how far to move the clock) or &quot;toNextDue&quot;: true (jump to the next scheduled delivery), not neither</source>
        <translation>advanceClock nimmt entweder &quot;ms&quot; (wie weit die Uhr vorgestellt wird) oder &quot;toNextDue&quot;: true (Sprung zur nächsten geplanten Zustellung), aber eines von beiden</translation>
    </message>
    <message>
        <source>durationMs with enabled false</source>
        <translation>durationMs mit enabled false</translation>
    </message>
    <message>
        <source>durationMs only with &quot;enabled&quot;: true</source>
        <translation>durationMs nur mit &quot;enabled&quot;: true</translation>
    </message>
    <message>
        <source>durationMs says how long the consumer stays offline, so it goes with &quot;enabled&quot;: true; bringing it back (&quot;enabled&quot;: false) takes none</source>
        <translation>durationMs sagt, wie lange der Consumer offline bleibt, und gehört deshalb zu &quot;enabled&quot;: true; ihn zurückzuholen (&quot;enabled&quot;: false) braucht keine Dauer</translation>
    </message>
    <message>
        <source>enabled false with field or lagMs</source>
        <translation>enabled false mit field oder lagMs</translation>
    </message>
    <message>
        <source>enabled false alone</source>
        <translation>enabled false allein</translation>
    </message>
    <message>
        <source>&quot;enabled&quot;: false removes the collection&apos;s TTL policy and takes no &quot;field&quot; or &quot;lagMs&quot;</source>
        <translation>&quot;enabled&quot;: false entfernt die TTL-Richtlinie der Collection und nimmt kein &quot;field&quot; und kein &quot;lagMs&quot;</translation>
    </message>
    <message>
        <source>maxBackoffMs (%1) must not be below minBackoffMs (%2); one left out keeps its current value (10000 and 600000 after a reset)</source>
        <translation>maxBackoffMs (%1) darf nicht unter minBackoffMs (%2) liegen; ein weggelassener Wert behält seinen aktuellen Wert (10000 und 600000 nach einem reset)</translation>
    </message>
    <message>
        <source>a collection the audit handler does not write</source>
        <translation>eine Collection, in die der Audit-Handler nicht schreibt</translation>
    </message>
    <message>
        <source>the audit handler writes to %1 for every trigger event, so this trigger would fire for its own events without end; watch another collection or use &quot;on&quot;: &quot;deleted&quot;</source>
        <translation>der Audit-Handler schreibt bei jedem Trigger-Ereignis in %1, also würde dieser Trigger ohne Ende für seine eigenen Ereignisse auslösen; beobachten Sie eine andere Collection oder verwenden Sie &quot;on&quot;: &quot;deleted&quot;</translation>
    </message>
    <message>
        <source>the audit handler writes to %1 for every trigger event, so this trigger would fire for its own events without end; watch another collection</source>
        <translation>der Audit-Handler schreibt bei jedem Trigger-Ereignis in %1, also würde dieser Trigger ohne Ende für seine eigenen Ereignisse auslösen; beobachten Sie eine andere Collection</translation>
    </message>
    <message>
        <source>the security rules do not parse: %1</source>
        <translation>die Sicherheitsregeln lassen sich nicht parsen: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no value was given</comment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>data (an object)</source>
        <translation>data (ein Objekt)</translation>
    </message>
    <message>
        <source>a client %1 writes fields: give them as &quot;data&quot;</source>
        <translation>ein Client-%1 schreibt Felder: Geben Sie sie als &quot;data&quot; an</translation>
    </message>
    <message>
        <source>no data for %1</source>
        <translation>kein data für %1</translation>
    </message>
    <message>
        <source>only create and update carry &quot;data&quot;; a %1 takes none</source>
        <translation>nur create und update tragen &quot;data&quot;; ein %1 nimmt keines</translation>
    </message>
    <message>
        <source>lostAckRate + crashRate + transientRate of at most 1</source>
        <translation>lostAckRate + crashRate + transientRate von höchstens 1</translation>
    </message>
    <message>
        <source>lostAckRate + crashRate + transientRate is %1, more than 1: each delivery draws one of these faults, so together they may be at most 1</source>
        <translation>lostAckRate + crashRate + transientRate ist %1, mehr als 1: Jede Zustellung zieht einen dieser Fehler, also dürfen sie zusammen höchstens 1 sein</translation>
    </message>
    <message>
        <source>a deleteField marker</source>
        <translation>eine deleteField-Markierung</translation>
    </message>
    <message>
        <source>document data without deleteField</source>
        <translation>Dokumentdaten ohne deleteField</translation>
    </message>
    <message>
        <source>a seeded document replaces the whole document, so it cannot hold a deleteField marker; leave the field out instead</source>
        <translation>ein vorbelegtes Dokument ersetzt das ganze Dokument und kann daher keine deleteField-Markierung enthalten; lassen Sie das Feld stattdessen weg</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>at most 1048576 bytes</source>
        <translation>höchstens 1048576 Bytes</translation>
    </message>
    <message>
        <source>this document would be %1 bytes; the store keeps documents of at most 1 MiB (1048576 bytes)</source>
        <translation>dieses Dokument wäre %1 Bytes groß; der Speicher hält Dokumente von höchstens 1 MiB (1048576 Bytes)</translation>
    </message>
    <message>
        <source>&quot;latest&quot;, &quot;first&quot;, &quot;next&quot;, a delivery id (a positive integer) or {&quot;message&quot;: &quot;&lt;source&gt;|&lt;id&gt;&quot;}</source>
        <translation>&quot;latest&quot;, &quot;first&quot;, &quot;next&quot;, eine Zustellungs-ID (eine positive ganze Zahl) oder {&quot;message&quot;: &quot;&lt;source&gt;|&lt;id&gt;&quot;}</translation>
    </message>
    <message>
        <source>&quot;latest&quot; or a message key &quot;&lt;source&gt;|&lt;id&gt;&quot;</source>
        <translation>&quot;latest&quot; oder ein Nachrichtenschlüssel &quot;&lt;source&gt;|&lt;id&gt;&quot;</translation>
    </message>
    <message>
        <source>a message key</source>
        <translation>ein Nachrichtenschlüssel</translation>
    </message>
    <message>
        <source>an earlier publish step</source>
        <translation>ein früherer publish-Schritt</translation>
    </message>
    <message>
        <source>%1 needs a message, but no earlier step of this scenario publishes one</source>
        <translation>%1 braucht eine Nachricht, aber kein früherer Schritt dieses Szenarios veröffentlicht eine</translation>
    </message>
    <message>
        <source>a message key &quot;&lt;source&gt;|&lt;id&gt;&quot;</source>
        <translation>ein Nachrichtenschlüssel &quot;&lt;source&gt;|&lt;id&gt;&quot;</translation>
    </message>
    <message>
        <source>no earlier step of this scenario publishes message %1</source>
        <translation>kein früherer Schritt dieses Szenarios veröffentlicht die Nachricht %1</translation>
    </message>
    <message>
        <source>the source|id of a message published by an earlier step</source>
        <translation>source|id einer Nachricht, die ein früherer Schritt veröffentlicht</translation>
    </message>
    <message>
        <source>expected %1; found %2</source>
        <translation>erwartet %1; gefunden %2</translation>
    </message>
    <message>
        <source>(did you mean %1?)</source>
        <translation>(meinten Sie %1?)</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>ein leeres Objekt</translation>
    </message>
    <message>
        <source>an empty array</source>
        <translation>ein leeres Array</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <source>an integer of at least %1</source>
        <translation>eine ganze Zahl von mindestens %1</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>a non-empty string</source>
        <translation>eine nicht leere Zeichenkette</translation>
    </message>
    <message>
        <source>a string, or texts by language with &quot;en&quot; among them, e.g. {&quot;en&quot;: &quot;...&quot;, &quot;de&quot;: &quot;...&quot;}</source>
        <translation>eine Zeichenkette oder Texte nach Sprache, darunter &quot;en&quot;, z. B. {&quot;en&quot;: &quot;...&quot;, &quot;de&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <source>an object without &quot;en&quot;</source>
        <translation>ein Objekt ohne &quot;en&quot;</translation>
    </message>
    <message>
        <source>per-language text needs an &quot;en&quot; text, which learners whose language the lesson lacks read; expected %1</source>
        <translation>Text pro Sprache braucht einen &quot;en&quot;-Text, den Lernende lesen, deren Sprache die Lektion nicht hat; erwartet %1</translation>
    </message>
    <message>
        <source>a language tag such as &quot;en&quot; or &quot;de&quot;</source>
        <translation>ein Sprachkürzel wie &quot;en&quot; oder &quot;de&quot;</translation>
    </message>
    <message>
        <source>per-language text has the key %1, which is not a language tag; expected a BCP 47 language tag such as &quot;en&quot; or &quot;de&quot;</source>
        <translation>Text pro Sprache hat den Schlüssel %1, der kein Sprachkürzel ist; erwartet ein Sprachkürzel nach BCP 47 wie &quot;en&quot; oder &quot;de&quot;</translation>
    </message>
    <message>
        <source>markdown text (a non-empty string or an array of lines)</source>
        <translation>Markdown-Text (eine nicht leere Zeichenkette oder ein Array von Zeilen)</translation>
    </message>
    <message>
        <source>a string (one line of markdown)</source>
        <translation>eine Zeichenkette (eine Zeile Markdown)</translation>
    </message>
    <message>
        <source>an id made of letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos; (starting with a letter or digit)</source>
        <translation>eine ID aus Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos; (beginnend mit einem Buchstaben oder einer Ziffer)</translation>
    </message>
    <message>
        <source>(beyond the 64-bit integer range)</source>
        <translation>(außerhalb des Bereichs ganzer 64-Bit-Zahlen)</translation>
    </message>
    <message>
        <source>a number of at least %1</source>
        <translation>eine Zahl von mindestens %1</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>unknown collection %1</source>
        <translation>unbekannte Collection %1</translation>
    </message>
    <message>
        <source>unknown collection %1 in %2</source>
        <translation>unbekannte Collection %1 in %2</translation>
    </message>
    <message>
        <source>known collections: %1</source>
        <translation>bekannte Collections: %1</translation>
    </message>
    <message>
        <source>a document path such as &quot;orders/ord-1&quot;</source>
        <translation>ein Dokumentpfad wie &quot;orders/ord-1&quot;</translation>
    </message>
    <message>
        <source>a collection name such as &quot;orders&quot;</source>
        <translation>ein Collection-Name wie &quot;orders&quot;</translation>
    </message>
    <message>
        <source>a non-empty array</source>
        <translation>ein nicht leeres Array</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>several</source>
        <translation>mehrere</translation>
    </message>
    <message>
        <source>exactly one of %1</source>
        <translation>genau eines von %1</translation>
    </message>
    <message>
        <source>missing the comparison: give one of %1</source>
        <translation>der Vergleich fehlt: Geben Sie eines von %1 an</translation>
    </message>
    <message>
        <source>give only one of %1 in one expectation</source>
        <translation>geben Sie in einer Erwartung nur eines von %1 an</translation>
    </message>
    <message>
        <source>a dotted field path such as &quot;payment.key&quot;</source>
        <translation>ein Feldpfad mit Punkten wie &quot;payment.key&quot;</translation>
    </message>
    <message>
        <source>a reconciliation expectation</source>
        <translation>eine Erwartung an den Abgleich</translation>
    </message>
    <message>
        <source>open with other keys</source>
        <translation>open mit anderen Schlüsseln</translation>
    </message>
    <message>
        <source>either open alone, order and finding, or finding and count</source>
        <translation>entweder open allein, order und finding oder finding und count</translation>
    </message>
    <message>
        <source>&quot;open&quot; counts every open finding; give it alone</source>
        <translation>&quot;open&quot; zählt jeden offenen Befund; geben Sie es allein an</translation>
    </message>
    <message>
        <source>both order and count</source>
        <translation>sowohl order als auch count</translation>
    </message>
    <message>
        <source>neither order nor count</source>
        <translation>weder order noch count</translation>
    </message>
    <message>
        <source>order and finding, finding and count, or open</source>
        <translation>order und finding, finding und count oder open</translation>
    </message>
    <message>
        <source>a reconciliation expectation checks one order&apos;s finding (order + finding), how many findings are of a kind (finding + count) or how many are open (open)</source>
        <translation>eine Erwartung an den Abgleich prüft den Befund einer Bestellung (order + finding), wie viele Befunde einer Art es gibt (finding + count) oder wie viele offen sind (open)</translation>
    </message>
    <message>
        <source>a finding other than none</source>
        <translation>ein anderer Befund als none</translation>
    </message>
    <message>
        <source>(none is only for one order)</source>
        <translation>(none gilt nur für eine Bestellung)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>field together with %1</source>
        <translation>field zusammen mit %1</translation>
    </message>
    <message>
        <source>a document expectation with %1 names the &quot;field&quot; it compares</source>
        <translation>eine Erwartung an ein Dokument mit %1 nennt das &quot;field&quot;, das sie vergleicht</translation>
    </message>
    <message>
        <source>any JSON value</source>
        <translation>ein beliebiger JSON-Wert</translation>
    </message>
    <message>
        <source>a journal expectation</source>
        <translation>eine Erwartung an das Journal</translation>
    </message>
    <message>
        <source>(&quot;last&quot; checks the last entry of a kind; count the step&apos;s entries with &quot;count&quot;, &quot;atLeast&quot; or &quot;atMost&quot;)</source>
        <translation>(&quot;last&quot; prüft den letzten Eintrag einer Art; zählen Sie die Einträge des Schritts mit &quot;count&quot;, &quot;atLeast&quot; oder &quot;atMost&quot;)</translation>
    </message>
    <message>
        <source>no side outside a compare scenario</source>
        <translation>keine Seite außerhalb eines Vergleichsszenarios</translation>
    </message>
    <message>
        <source>&quot;side&quot; says which world of a compare scenario an expectation is about, but this scenario has no &quot;compare&quot;; remove it, or add &quot;compare&quot; to the scenario</source>
        <translation>&quot;side&quot; sagt, um welche Welt eines Vergleichsszenarios es in einer Erwartung geht, aber dieses Szenario hat kein &quot;compare&quot;; entfernen Sie es oder ergänzen Sie das Szenario um &quot;compare&quot;</translation>
    </message>
    <message>
        <source>an expectation (an object)</source>
        <translation>eine Erwartung (ein Objekt)</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>keines davon</translation>
    </message>
    <message>
        <source>more than one</source>
        <translation>mehr als eines</translation>
    </message>
    <message>
        <source>an expectation names what it checks with one of %1</source>
        <translation>eine Erwartung nennt mit einem von %1, was sie prüft</translation>
    </message>
    <message>
        <source>an expectation checks one thing; found both %1 and %2</source>
        <translation>eine Erwartung prüft eine Sache; gefunden sowohl %1 als auch %2</translation>
    </message>
    <message>
        <source>a %1 expectation</source>
        <translation>eine Erwartung vom Typ %1</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>die Lektion</translation>
    </message>
    <message>
        <source>a BCP 47 language tag such as &quot;en&quot; or &quot;en-GB&quot;</source>
        <translation>ein Sprachkürzel nach BCP 47 wie &quot;en&quot; oder &quot;en-GB&quot;</translation>
    </message>
    <message>
        <source>section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>the lesson&apos;s security rules do not parse: %1</source>
        <translation>die Sicherheitsregeln der Lektion lassen sich nicht parsen: %1</translation>
    </message>
    <message>
        <source>a %1 id not used before</source>
        <translation>eine noch nicht verwendete ID (%1)</translation>
    </message>
    <message>
        <source>duplicate %1 id %2 (first used at line %3, %4)</source>
        <translation>doppelte ID %2 (%1; zuerst verwendet in Zeile %3, %4)</translation>
    </message>
    <message>
        <source>this %1 refers to scenario %2, but the lesson has no scenario with that id</source>
        <translation>dieses Element (%1) verweist auf das Szenario %2, aber die Lektion hat kein Szenario mit dieser ID</translation>
    </message>
    <message>
        <source>the id of one of the lesson&apos;s scenarios</source>
        <translation>die ID eines der Szenarios der Lektion</translation>
    </message>
    <message>
        <source>a section</source>
        <translation>einen Abschnitt</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>ein Szenario</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>unknown event type %1</source>
        <translation>unbekannter Ereignistyp %1</translation>
    </message>
    <message>
        <source>&quot;*&quot; or %1</source>
        <translation>&quot;*&quot; oder %1</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <source>a scenario setup</source>
        <translation>die Ausgangslage eines Szenarios</translation>
    </message>
    <message>
        <source>a seeded document</source>
        <translation>ein vorbelegtes Dokument</translation>
    </message>
    <message>
        <source>seeded document path</source>
        <translation>Pfad eines vorbelegten Dokuments</translation>
    </message>
    <message>
        <source>a retry policy</source>
        <translation>eine Wiederholungsrichtlinie</translation>
    </message>
    <message>
        <source>a side of a comparison</source>
        <translation>eine Seite eines Vergleichs</translation>
    </message>
    <message>
        <source>a comparison</source>
        <translation>einen Vergleich</translation>
    </message>
    <message>
        <source>two sides set up alike</source>
        <translation>zwei gleich eingerichtete Seiten</translation>
    </message>
    <message>
        <source>sides that differ in strategies, relayStrategy or providerIdempotency</source>
        <translation>Seiten, die sich in strategies, relayStrategy oder providerIdempotency unterscheiden</translation>
    </message>
    <message>
        <source>the two sides of a comparison are set up alike; give one of them other strategies, another relayStrategy or another providerIdempotency</source>
        <translation>die beiden Seiten eines Vergleichs sind gleich eingerichtet; geben Sie einer von ihnen andere strategies, eine andere relayStrategy oder eine andere providerIdempotency</translation>
    </message>
    <message>
        <source>a label other than the left side&apos;s</source>
        <translation>eine andere Beschriftung als die der linken Seite</translation>
    </message>
    <message>
        <source>both sides are labelled %1; give each side its own label</source>
        <translation>beide Seiten sind mit %1 beschriftet; geben Sie jeder Seite eine eigene Beschriftung</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>einen Schritt</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>eine Frage</translation>
    </message>
    <message>
        <source>(or leave choices out for a true/false question)</source>
        <translation>(oder lassen Sie choices bei einer Wahr/Falsch-Frage weg)</translation>
    </message>
    <message>
        <source>an array of at least two choices</source>
        <translation>ein Array mit mindestens zwei Antworten</translation>
    </message>
    <message>
        <source>(it has %1)</source>
        <translation>(es hat %1)</translation>
    </message>
    <message>
        <source>the index of the right choice</source>
        <translation>der Index der richtigen Antwort</translation>
    </message>
    <message>
        <source>an index into choices, counting from 0</source>
        <translation>ein Index in choices, gezählt ab 0</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <translation>unbekannter Schlüssel %1</translation>
    </message>
    <message>
        <source>unknown key %1 in %2</source>
        <translation>unbekannter Schlüssel %1 für %2</translation>
    </message>
    <message>
        <source>no keys</source>
        <translation>keine Schlüssel</translation>
    </message>
    <message>
        <source>it takes no keys</source>
        <translation>es nimmt keine Schlüssel</translation>
    </message>
    <message>
        <source>allowed keys: %1</source>
        <translation>erlaubte Schlüssel: %1</translation>
    </message>
    <message>
        <source>missing required field %1 (expected %2)</source>
        <translation>das Pflichtfeld %1 fehlt (erwartet %2)</translation>
    </message>
    <message>
        <source>markdown text</source>
        <translation>Markdown-Text</translation>
    </message>
    <message>
        <source>a non-empty string, or one per language</source>
        <translation>eine nicht leere Zeichenkette oder eine pro Sprache</translation>
    </message>
    <message>
        <source>markdown text, or one per language</source>
        <translation>Markdown-Text oder einer pro Sprache</translation>
    </message>
    <message>
        <source>an id</source>
        <translation>eine ID</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>gültiges JSON</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>malformed JSON while reading a value: %1</source>
        <translation>ungültiges JSON beim Lesen eines Werts: %1</translation>
    </message>
    <message>
        <source>malformed JSON while reading an %1: %2</source>
        <translation>ungültiges JSON beim Lesen (%1): %2</translation>
    </message>
    <message>
        <source>(is a comma missing before it?)</source>
        <translation>(fehlt davor ein Komma?)</translation>
    </message>
    <message>
        <source>(JSON allows no comma after the last member of an object)</source>
        <translation>(JSON erlaubt kein Komma nach dem letzten Eintrag eines Objekts)</translation>
    </message>
    <message>
        <source>(JSON allows no comma after the last item of an array)</source>
        <translation>(JSON erlaubt kein Komma nach dem letzten Element eines Arrays)</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>at most %1 levels of nesting</source>
        <translation>höchstens %1 Verschachtelungsebenen</translation>
    </message>
    <message>
        <source>objects and arrays nest more than %1 levels deep here; a lesson may nest at most %1</source>
        <translation>Objekte und Arrays sind hier mehr als %1 Ebenen tief verschachtelt; eine Lektion darf höchstens %1 Ebenen verschachteln</translation>
    </message>
    <message>
        <source>a number a double can hold (up to about 1.8e308)</source>
        <translation>eine Zahl, die ein double fassen kann (bis etwa 1.8e308)</translation>
    </message>
    <message>
        <source>number %1 is out of range: a lesson&apos;s numbers must fit in a double (up to about 1.8e308 either way)</source>
        <translation>die Zahl %1 liegt außerhalb des Bereichs: Die Zahlen einer Lektion müssen in ein double passen (bis etwa 1.8e308 in beide Richtungen)</translation>
    </message>
    <message>
        <source>cannot read the lesson file: %1</source>
        <translation>die Lektionsdatei lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>a readable regular file</source>
        <translation>eine lesbare reguläre Datei</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a pipe, socket or device</source>
        <translation>eine Pipe, ein Socket oder ein Gerät</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>the lesson is %1, more than the %2 a lesson may have</source>
        <translation>die Lektion ist %1 groß, mehr als die %2, die eine Lektion haben darf</translation>
    </message>
    <message>
        <source>each key once</source>
        <translation>jeder Schlüssel einmal</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot;: JSON keeps only the last value, so the earlier one is ignored</source>
        <translation>doppelter Schlüssel &quot;%1&quot;: JSON behält nur den letzten Wert, also wird der frühere ignoriert</translation>
    </message>
    <message>
        <source>lesson directory not found</source>
        <translation>Lektionsordner nicht gefunden</translation>
    </message>
    <message>
        <source>a lesson id no other file uses</source>
        <translation>eine Lektions-ID, die keine andere Datei verwendet</translation>
    </message>
    <message>
        <source>lesson id &quot;%1&quot; is already used by %2</source>
        <translation>die Lektions-ID &quot;%1&quot; wird schon von %2 verwendet</translation>
    </message>
    <message>
        <source> (a string)</source>
        <translation> (eine Zeichenkette)</translation>
    </message>
    <message>
        <source> (a number)</source>
        <translation> (eine Zahl)</translation>
    </message>
    <message>
        <source> (a boolean)</source>
        <translation> (ein Wahrheitswert)</translation>
    </message>
    <message>
        <source>document, collection, invariant, journal, metric, revenue, clock, delivery, reconciliation or request</source>
        <translation>document, collection, invariant, journal, metric, revenue, clock, delivery, reconciliation oder request</translation>
    </message>
    <message>
        <source>a top-level field name (no dots)</source>
        <translation>ein Feldname der obersten Ebene (ohne Punkte)</translation>
    </message>
</context>
<context>
    <name>atlas::LessonErrorsDialog</name>
    <message>
        <source>Lesson not opened: %1</source>
        <translation>Lektion nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Copy errors</source>
        <translation>Fehler kopieren</translation>
    </message>
    <message>
        <source>Copy every error to the clipboard, one per line</source>
        <translation>Jeden Fehler in die Zwischenablage kopieren, einen pro Zeile</translation>
    </message>
</context>
<context>
    <name>atlas::LessonErrorsView</name>
    <message>
        <source>%1 (cannot be played)</source>
        <translation>%1 (kann nicht abgespielt werden)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;span style=&quot;font-size:large; font-weight:600&quot;&gt;%1 cannot be played&lt;/span&gt;&lt;/p&gt;&lt;p&gt;Problems found: %2. Each line below gives the file, line and column, then the place in the lesson and what is wrong. Fix them in an editor and open the file again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;span style=&quot;font-size:large; font-weight:600&quot;&gt;%1 kann nicht abgespielt werden&lt;/span&gt;&lt;/p&gt;&lt;p&gt;Gefundene Probleme: %2. Jede Zeile unten nennt Datei, Zeile und Spalte, dann die Stelle in der Lektion und was falsch ist. Beheben Sie sie in einem Editor und öffnen Sie die Datei erneut.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::LessonPanel</name>
    <message>
        <source>Open lesson…</source>
        <translation>Lektion öffnen…</translation>
    </message>
    <message>
        <source>Reset progress…</source>
        <translation>Fortschritt zurücksetzen…</translation>
    </message>
    <message>
        <source>Open a lesson file (JSON) and check it for errors</source>
        <translation>Eine Lektionsdatei (JSON) öffnen und auf Fehler prüfen</translation>
    </message>
    <message>
        <source>Forget this learner&apos;s answers and completed scenarios</source>
        <translation>Die Antworten und abgeschlossenen Szenarien dieser lernenden Person vergessen</translation>
    </message>
    <message>
        <source>Learner:</source>
        <translation>Lernende:</translation>
    </message>
    <message>
        <source>Whose progress is shown and saved. Type a new name and press Enter to start a new learner.</source>
        <translation>Wessen Fortschritt gezeigt und gespeichert wird. Geben Sie einen neuen Namen ein und drücken Sie die Eingabetaste, um neu zu beginnen.</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lesson files (*.json)</source>
        <translation>Lektionsdateien (*.json)</translation>
    </message>
    <message>
        <source>There is no scenario &quot;%1&quot; in lesson &quot;%2&quot;.</source>
        <translation>In der Lektion „%2“ gibt es kein Szenario „%1“.</translation>
    </message>
    <message>
        <source>%1 cannot be played:
%2</source>
        <translation>%1 kann nicht abgespielt werden:
%2</translation>
    </message>
    <message>
        <source>%1 has no scenario &quot;%2&quot;; it has: %3</source>
        <translation>%1 hat kein Szenario „%2“; es gibt: %3</translation>
    </message>
    <message>
        <source>The lab refused the setup of scenario &quot;%1&quot;.</source>
        <translation>Das Lab hat das Setup von Szenario „%1“ abgelehnt.</translation>
    </message>
    <message>
        <source>- Sections to read: %1</source>
        <translation>- Zu lesende Abschnitte: %1</translation>
    </message>
    <message>
        <source>- Scenarios played to the end with every check met: %1 of %2</source>
        <translation>- Bis zum Ende gespielte Szenarien mit allen Prüfungen erfüllt: %1 von %2</translation>
    </message>
    <message>
        <source>Progress is kept for **%1**. Choose a section in the list to begin.</source>
        <translation>Der Fortschritt wird für **%1** gespeichert. Wählen Sie einen Abschnitt in der Liste, um zu beginnen.</translation>
    </message>
    <message>
        <source>No lessons yet</source>
        <translation>Noch keine Lektionen</translation>
    </message>
    <message>
        <source>No lesson files were found in these folders:

%1

Use **Open lesson…** to open one, or put lesson files in the last folder.</source>
        <translation>In diesen Ordnern wurden keine Lektionsdateien gefunden:

%1

Öffnen Sie eine mit **Lektion öffnen…** oder legen Sie Lektionsdateien in den letzten Ordner.</translation>
    </message>
    <message>
        <source>Progress for %1 was reset.</source>
        <translation>Der Fortschritt von %1 wurde zurückgesetzt.</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Fortschritt zurücksetzen</translation>
    </message>
    <message>
        <source>Reset all progress for %1?</source>
        <translation>Den gesamten Fortschritt von %1 zurücksetzen?</translation>
    </message>
    <message>
        <source>Answers recorded: %1. Scenarios completed: %2. Reset forgets them all and cannot be undone.</source>
        <translation>Erfasste Antworten: %1. Abgeschlossene Szenarien: %2. Zurücksetzen vergisst sie alle und kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Hand in</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Your name, as your teacher should see it on the attempt:</source>
        <translation>Ihr Name, wie Ihre Lehrkraft ihn auf dem Versuch sehen soll:</translation>
    </message>
</context>
<context>
    <name>atlas::LessonReader</name>
    <message>
        <source>True</source>
        <translation>Wahr</translation>
    </message>
    <message>
        <source>False</source>
        <translation>Falsch</translation>
    </message>
</context>
<context>
    <name>atlas::LessonTree</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Abschnitte</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>%1

%2
(steps: %3; id %4)</source>
        <translation>%1

%2
(Schritte: %3; ID %4)</translation>
    </message>
    <message>
        <source>Knowledge check</source>
        <translation>Wissensprüfung</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>This lesson cannot be played:
%1</source>
        <translation>Diese Lektion kann nicht abgespielt werden:
%1</translation>
    </message>
    <message>
        <source>Scenarios (%1 of %2 completed)</source>
        <translation>Szenarien (%1 von %2 abgeschlossen)</translation>
    </message>
    <message>
        <source>Knowledge check (%1 of %2 right on the first try)</source>
        <translation>Wissensprüfung (%1 von %2 im ersten Versuch richtig)</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>%1

%2
(graded out of %3 points; id %4)</source>
        <translation>%1

%2
(bewertet mit bis zu %3 Punkten; ID %4)</translation>
    </message>
</context>
<context>
    <name>atlas::LiveTablesPanel</name>
    <message>
        <source>Orders</source>
        <translation>Bestellungen</translation>
    </message>
    <message>
        <source>orders: one document per order, with its state</source>
        <translation>orders: ein Dokument pro Bestellung, mit ihrem Zustand</translation>
    </message>
    <message>
        <source>Inbox</source>
        <translation>Inbox</translation>
    </message>
    <message>
        <source>workflowEvents: the inbox, one marker per processed event (source|id)</source>
        <translation>workflowEvents: die Inbox, ein Marker pro verarbeitetem Ereignis (source|id)</translation>
    </message>
    <message>
        <source>Outbox</source>
        <translation>Postausgang (Outbox)</translation>
    </message>
    <message>
        <source>workflowOutbox: work committed with the order, sent afterwards by the relay</source>
        <translation>workflowOutbox: Arbeit, die mit der Bestellung bestätigt und danach vom Relay gesendet wird</translation>
    </message>
    <message>
        <source>Parked</source>
        <translation>Zurückgestellt</translation>
    </message>
    <message>
        <source>workflowDeadLetters: events the application parked for an operator</source>
        <translation>workflowDeadLetters: Ereignisse, die die Anwendung für den Betrieb zurückgestellt hat</translation>
    </message>
    <message>
        <source>Emails</source>
        <translation>E-Mails</translation>
    </message>
    <message>
        <source>providerEmails: every email the provider really sent</source>
        <translation>providerEmails: jede E-Mail, die der Anbieter wirklich gesendet hat</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Umsatz</translation>
    </message>
    <message>
        <source>counters/revenue/shards: the revenue counter, spread over shards</source>
        <translation>counters/revenue/shards: der Umsatzzähler, über Shards verteilt</translation>
    </message>
    <message>
        <source>Filter the rows of every table (Ctrl+F)</source>
        <translation>Die Zeilen jeder Tabelle filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Shows only rows with a cell containing this text (Ctrl+F)</source>
        <translation>Zeigt nur Zeilen mit einer Zelle, die diesen Text enthält (Strg+F)</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>Find in tables</source>
        <translation>In Tabellen suchen</translation>
    </message>
    <message>
        <source>Find in tables: type to filter the rows of every table</source>
        <translation>In Tabellen suchen: tippen, um die Zeilen jeder Tabelle zu filtern</translation>
    </message>
    <message>
        <source>Trigger log</source>
        <translation>Trigger-Protokoll</translation>
    </message>
    <message>
        <source>triggerLog: the audit handler&apos;s record of every Firestore document event a trigger published</source>
        <translation>triggerLog: die Aufzeichnung des Audit-Handlers über jedes Firestore-Dokumentereignis, das ein Trigger veröffentlicht hat</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 in the %2 database: a second database, whose writes fire no trigger of (default)</source>
        <translation>%1 in der Datenbank %2: eine zweite Datenbank, deren Schreibvorgänge keinen Trigger von (default) auslösen</translation>
    </message>
    <message>
        <source>Show the %1 table</source>
        <translation>Die Tabelle %1 zeigen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Sagas</source>
        <translation>Sagas</translation>
    </message>
    <message>
        <source>orderSagas: each order&apos;s saga, its state and every step it took</source>
        <translation>orderSagas: die Saga jeder Bestellung, ihr Zustand und jeder Schritt, den sie gemacht hat</translation>
    </message>
    <message>
        <source>Reservations</source>
        <translation>Reservierungen</translation>
    </message>
    <message>
        <source>reservations: the stock a saga holds, until it is consumed or released</source>
        <translation>reservations: der Bestand, den eine Saga hält, bis er verbraucht oder freigegeben wird</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>workflowCommands: the commands the saga issued to the stock and payment services</source>
        <translation>workflowCommands: die Befehle, die die Saga an den Lager- und den Zahlungsdienst geschickt hat</translation>
    </message>
</context>
<context>
    <name>atlas::MainWindow</name>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Willkommen…</translation>
    </message>
    <message>
        <source>Welcome: the three ways to start (the chapter, free play, a session)</source>
        <translation>Willkommen: die drei Arten zu beginnen (das Kapitel, freies Spiel, eine Sitzung)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts: list every key the lab understands</source>
        <translation>Tastenkürzel: jede Taste auflisten, die das Lab versteht</translation>
    </message>
    <message>
        <source>&amp;Writing lessons</source>
        <translation>Lektionen &amp;schreiben</translation>
    </message>
    <message>
        <source>Writing lessons: the lesson file format, every command and expectation, with a complete example</source>
        <translation>Lektionen schreiben: das Dateiformat der Lektionen, jeder Befehl und jede Erwartung, mit einem vollständigen Beispiel</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>About: the lab&apos;s version</source>
        <translation>Über: die Version des Labs</translation>
    </message>
    <message>
        <source>Chapter 10 is not installed: open a lesson file instead.</source>
        <translation>Kapitel 10 ist nicht installiert: Öffnen Sie stattdessen eine Lektionsdatei.</translation>
    </message>
    <message>
        <source>Order ord-1001 waits for its payment. Publish… (P in Deliveries) suggests the event that comes next.</source>
        <translation>Bestellung ord-1001 wartet auf ihre Zahlung. „Veröffentlichen…“ (P unter Zustellungen) schlägt das Ereignis vor, das als Nächstes kommt.</translation>
    </message>
    <message>
        <source>Writing lessons</source>
        <translation>Lektionen schreiben</translation>
    </message>
    <message>
        <source>About the AtlasMart Idempotency Lab</source>
        <translation>Über das AtlasMart Idempotency Lab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;AtlasMart Idempotency Lab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Delivery is at least once, so “exactly once” is an illusion. Watch duplicates, reordering, lost acks and crashes hit an order backend, and see how idempotent handlers make every retry safe.&lt;/p&gt;&lt;p&gt;Qt %2 · learner: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;AtlasMart Idempotency Lab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Zustellung geschieht mindestens einmal, „genau einmal“ ist also eine Illusion. Sehen Sie zu, wie Duplikate, Umsortierung, verlorene Acks und Abstürze ein Bestell-Backend treffen, und wie idempotente Handler jede Wiederholung sicher machen.&lt;/p&gt;&lt;p&gt;Qt %2 · Lernende: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>AtlasMart Idempotency Lab</source>
        <translation>AtlasMart Idempotency Lab</translation>
    </message>
    <message>
        <source>%1 — %2%3</source>
        <translation>%1 — %2%3</translation>
    </message>
    <message>
        <source> [read-only]</source>
        <translation> [schreibgeschützt]</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Den Bereich %1 zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>&amp;Labor</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit the lab</source>
        <translation>Das Lab beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Compare worlds</source>
        <translation>Welten &amp;vergleichen</translation>
    </message>
    <message>
        <source>Compare worlds: two worlds side by side that take the same commands, each with its own strategies</source>
        <translation>Welten vergleichen: zwei Welten nebeneinander, die dieselben Befehle erhalten, jede mit ihren eigenen Strategien</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Reset layout: put every panel back where it starts, arranged for this screen</source>
        <translation>Anordnung zurücksetzen: jeden Bereich an seinen Startplatz zurücklegen, passend für diesen Bildschirm</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Go to the tables</source>
        <translation>Zu den Tabellen</translation>
    </message>
    <message>
        <source>Go to the journal</source>
        <translation>Zum Journal</translation>
    </message>
    <message>
        <source>Go to the explanation</source>
        <translation>Zur Erklärung</translation>
    </message>
    <message>
        <source>Go to the document</source>
        <translation>Zum Dokument</translation>
    </message>
    <message>
        <source>Go to the deliveries</source>
        <translation>Zu den Zustellungen</translation>
    </message>
    <message>
        <source>Go to the lessons</source>
        <translation>Zu den Lektionen</translation>
    </message>
    <message>
        <source>Go to the controls</source>
        <translation>Zu den Steuerelementen</translation>
    </message>
    <message>
        <source>Go to the metrics</source>
        <translation>Zu den Kennzahlen</translation>
    </message>
    <message>
        <source>Go to the reconciliation</source>
        <translation>Zum Abgleich</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Zustellungen</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Reconciliation</source>
        <translation>Abgleich</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Untersuchung</translation>
    </message>
    <message>
        <source>Invariants</source>
        <translation>Invarianten</translation>
    </message>
    <message>
        <source>Dead letters</source>
        <translation>Dead Letters</translation>
    </message>
    <message>
        <source>L&amp;essons</source>
        <translation>Le&amp;ktionen</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>&amp;Untersuchen</translation>
    </message>
    <message>
        <source>A chaos run is in progress; wait for it or cancel it in Controls.</source>
        <translation>Ein Chaoslauf läuft; warten Sie auf ihn oder brechen Sie ihn unter „Steuerung“ ab.</translation>
    </message>
    <message>
        <source>A scenario is on screen: its steps move the world.</source>
        <translation>Ein Szenario ist zu sehen: Seine Schritte bewegen die Welt.</translation>
    </message>
    <message>
        <source>Scenario: %1. Page Down steps it, Page Up steps back.</source>
        <translation>Szenario: %1. Bild ab geht einen Schritt weiter, Bild auf einen zurück.</translation>
    </message>
    <message>
        <source>Free play: every control is yours.</source>
        <translation>Freies Spiel: Jedes Steuerelement gehört Ihnen.</translation>
    </message>
    <message>
        <source>Qt&apos;s own translation %1 is missing (Debian&apos;s qt6-translations-l10n): dialog buttons stay English</source>
        <translation>Qts eigene Übersetzung %1 fehlt (Debians qt6-translations-l10n): Dialogschaltflächen bleiben englisch</translation>
    </message>
    <message>
        <source>A lab for learning why &quot;exactly once&quot; is an illusion and how idempotency makes retries safe.</source>
        <translation>Ein Lab, in dem man lernt, warum „genau einmal“ eine Illusion ist und wie Idempotenz Wiederholungen sicher macht.</translation>
    </message>
    <message>
        <source>Render the window with a short demo run to &lt;file&gt; (PNG) and exit.</source>
        <translation>Das Fenster mit einem kurzen Demolauf als &lt;file&gt; (PNG) rendern und beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>With --screenshot: the size of the window and of the PNG (default 1600x1000).</source>
        <translation>Mit --screenshot: die Größe des Fensters und des PNG (Standard 1600x1000).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>Start in presenter mode (large fonts).</source>
        <translation>Im Präsentationsmodus starten (große Schrift).</translation>
    </message>
    <message>
        <source>Start with the dark theme (as --theme dark).</source>
        <translation>Mit dem dunklen Design starten (wie --theme dark).</translation>
    </message>
    <message>
        <source>Start with this theme: light, dark or system.</source>
        <translation>Mit diesem Design starten: light, dark oder system.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Seed of the simulated world (default: the last one used, else 1).</source>
        <translation>Seed der simulierten Welt (Standard: der zuletzt benutzte, sonst 1).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Open this session file (or start a new session in it) instead of the autosave.</source>
        <translation>Diese Sitzungsdatei öffnen (oder darin eine neue Sitzung beginnen) statt der automatischen Sicherung.</translation>
    </message>
    <message>
        <source>Open this lesson file in the Lessons panel.</source>
        <translation>Diese Lektionsdatei im Bereich „Lektionen“ öffnen.</translation>
    </message>
    <message>
        <source>With --lesson: load this scenario in the player (with --screenshot: and play its first steps).</source>
        <translation>Mit --lesson: dieses Szenario in den Player laden (mit --screenshot: und seine ersten Schritte abspielen).</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>--seed needs a whole number of 0 or more, not &quot;%1&quot;.</source>
        <translation>--seed braucht eine ganze Zahl ab 0, nicht „%1“.</translation>
    </message>
    <message>
        <source>--theme needs light, dark or system, not &quot;%1&quot;.</source>
        <translation>--theme braucht light, dark oder system, nicht „%1“.</translation>
    </message>
    <message>
        <source>--dark and --theme %1 ask for different themes.</source>
        <translation>--dark und --theme %1 verlangen verschiedene Designs.</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT in pixels, each from %1 to %2, not &quot;%3&quot;.</source>
        <translation>--size braucht BREITExHÖHE in Pixeln, jeweils von %1 bis %2, nicht „%3“.</translation>
    </message>
    <message>
        <source>--size only applies to --screenshot.</source>
        <translation>--size gilt nur für --screenshot.</translation>
    </message>
    <message>
        <source>the lab window could not be built: %1</source>
        <translation>das Lab-Fenster konnte nicht aufgebaut werden: %1</translation>
    </message>
    <message>
        <source>free play is not being saved: %1</source>
        <translation>freies Spiel wird nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>could not open the lesson %1</source>
        <translation>die Lektion %1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>the window cannot be %1x%2: its panels need at least %3x%4</source>
        <translation>das Fenster kann nicht %1x%2 groß sein: Seine Bereiche brauchen mindestens %3x%4</translation>
    </message>
    <message>
        <source>could not write the screenshot to %1</source>
        <translation>der Screenshot konnte nicht nach %1 geschrieben werden</translation>
    </message>
    <message>
        <source>&amp;Class</source>
        <translation>Kla&amp;sse</translation>
    </message>
    <message>
        <source>Client &amp;requests and rules</source>
        <translation>Client-Anfragen und &amp;Regeln</translation>
    </message>
    <message>
        <source>Client requests: act as a signed-out or signed-in client and see which security rule allows or denies each request</source>
        <translation>Client-Anfragen: Handeln Sie als abgemeldeter oder angemeldeter Client und sehen Sie, welche Sicherheitsregel jede Anfrage erlaubt oder verweigert</translation>
    </message>
    <message>
        <source>%1 exists and is not a screenshot the lab took; not overwriting it (give --screenshot a new file name).</source>
        <translation>%1 existiert und ist kein Bildschirmfoto des Labors; es wird nicht überschrieben (geben Sie --screenshot einen neuen Dateinamen).</translation>
    </message>
</context>
<context>
    <name>atlas::MatrixTable</name>
    <message>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <source>DUPLICATED</source>
        <translation>DUPLIZIERT</translation>
    </message>
    <message>
        <source>LOST</source>
        <translation>VERLOREN</translation>
    </message>
    <message>
        <source>parked</source>
        <translation>zurückgestellt</translation>
    </message>
    <message>
        <source>Each cell: the order&apos;s durable state / the receipt email, over every run with that one fault. Double-click or press Enter to play a red cell&apos;s trace.</source>
        <translation>Jede Zelle: der dauerhafte Zustand der Bestellung / die Quittungs-E-Mail, über jeden Lauf mit genau diesem einen Fehler. Doppelklick oder Eingabetaste spielt die Spur einer roten Zelle ab.</translation>
    </message>
    <message>
        <source>relay: %1</source>
        <translation>Relay: %1</translation>
    </message>
    <message>
        <source>handler: %1</source>
        <translation>Handler: %1</translation>
    </message>
    <message>
        <source>%1 against %2: the order %3, the email %4.</source>
        <translation>%1 gegen %2: die Bestellung %3, die E-Mail %4.</translation>
    </message>
    <message>
        <source>Broken: %1. Enter plays the trace (%2 moves).</source>
        <translation>Gebrochen: %1. Die Eingabetaste spielt die Spur ab (%2 Züge).</translation>
    </message>
</context>
<context>
    <name>atlas::MessageLine</name>
    <message>
        <source>Dismiss this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
</context>
<context>
    <name>atlas::MetricChart</name>
    <message>
        <source>sim time (s)</source>
        <translation>Sim-Zeit (s)</translation>
    </message>
    <message>
        <source>sim time (h)</source>
        <translation>Sim-Zeit (h)</translation>
    </message>
    <message>
        <source>sim time (min)</source>
        <translation>Sim-Zeit (min)</translation>
    </message>
</context>
<context>
    <name>atlas::MetricsPanel</name>
    <message>
        <source>Duplicate rate</source>
        <translation>Duplikatrate</translation>
    </message>
    <message>
        <source>duplicates per delivery</source>
        <translation>Duplikate pro Zustellung</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>retries and redeliveries</source>
        <translation>Wiederholungen und erneute Zustellungen</translation>
    </message>
    <message>
        <source>Dead-letter backlog</source>
        <translation>Dead-Letter-Rückstand</translation>
    </message>
    <message>
        <source>dead-letter topic</source>
        <translation>Dead-Letter-Topic</translation>
    </message>
    <message>
        <source>parked</source>
        <translation>zurückgestellt</translation>
    </message>
    <message>
        <source>Outbox oldest age</source>
        <translation>Ältester Eintrag im Postausgang</translation>
    </message>
    <message>
        <source>oldest unsent email</source>
        <translation>älteste ungesendete E-Mail</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Emails sent vs distinct receipts</source>
        <translation>Gesendete E-Mails und verschiedene Quittungen</translation>
    </message>
    <message>
        <source>emails sent</source>
        <translation>gesendete E-Mails</translation>
    </message>
    <message>
        <source>distinct receipts</source>
        <translation>verschiedene Quittungen</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
</context>
<context>
    <name>atlas::NoticeBar</name>
    <message>
        <source>Dismiss this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>atlas::OfflineBanner</name>
    <message>
        <source>Bring back online</source>
        <translation>Wieder online bringen</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>until you bring it back</source>
        <translation>bis Sie ihn zurückholen</translation>
    </message>
    <message>
        <source>Consumer offline since %1, %2: every delivery fails with UNAVAILABLE and no handler runs. Each failure is a delivery attempt.</source>
        <translation>Consumer offline seit %1, %2: Jede Zustellung scheitert mit UNAVAILABLE, und kein Handler läuft. Jeder Fehlschlag ist ein Zustellversuch.</translation>
    </message>
    <message>
        <source>Bring the consumer back now (setConsumerOffline enabled false): waiting retries reach the handler again</source>
        <translation>Den Consumer jetzt zurückholen (setConsumerOffline enabled false): Wartende Wiederholungen erreichen den Handler wieder</translation>
    </message>
</context>
<context>
    <name>atlas::Outbox</name>
    <message>
        <source>reconciliation has no finding for order &apos;%1&apos;: it is not COMPLETED and received no receipt email</source>
        <translation>der Abgleich hat keinen Befund für Bestellung &apos;%1&apos;: Sie ist nicht COMPLETED und hat keine Beleg-E-Mail erhalten</translation>
    </message>
    <message>
        <source>order %1&apos;s receipt is %2, not missing: only a missing receipt is resent</source>
        <translation>der Beleg der Bestellung %1 ist %2, nicht fehlend: Nur ein fehlender Beleg wird erneut gesendet</translation>
    </message>
    <message>
        <source>orders/%1 has no customerId: there is nobody to send the receipt to</source>
        <translation>orders/%1 hat keine customerId: Es gibt niemanden, dem der Beleg geschickt werden könnte</translation>
    </message>
    <message>
        <source>order %1&apos;s receipt is %2: only a missing, duplicated or unexpected receipt is marked reconciled</source>
        <translation>der Beleg der Bestellung %1 ist %2: Nur ein fehlender, doppelter oder unerwarteter Beleg wird als abgeglichen markiert</translation>
    </message>
</context>
<context>
    <name>atlas::ParkedEventsView</name>
    <message>
        <source>Replay</source>
        <translation>Erneut abspielen</translation>
    </message>
    <message>
        <source>Resolve with note…</source>
        <translation>Mit Notiz erledigen…</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Events the application parked in &lt;b&gt;workflowDeadLetters&lt;/b&gt;: no retry can fix them, so an operator decides.</source>
        <translation>Ereignisse, die die Anwendung in &lt;b&gt;workflowDeadLetters&lt;/b&gt; zurückgestellt hat: Keine Wiederholung kann sie beheben, also entscheidet der Betrieb.</translation>
    </message>
    <message>
        <source>Parked id</source>
        <translation>Zurückgestellt-ID</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Bestellung</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>No parked event needs review</source>
        <translation>Kein zurückgestelltes Ereignis muss geprüft werden</translation>
    </message>
    <message>
        <source>Select a parked event first</source>
        <translation>Wählen Sie zuerst ein zurückgestelltes Ereignis</translation>
    </message>
    <message>
        <source>The parked event %1 no longer exists</source>
        <translation>Das zurückgestellte Ereignis %1 existiert nicht mehr</translation>
    </message>
    <message>
        <source>This parked event is already %1: only events that need review can be replayed, resolved or discarded</source>
        <translation>Dieses zurückgestellte Ereignis ist bereits %1: Nur Ereignisse, die geprüft werden müssen, können erneut abgespielt, erledigt oder verworfen werden</translation>
    </message>
    <message>
        <source>Run the parked event through the handler again (replayParked), e.g. after fixing what made it fail</source>
        <translation>Das zurückgestellte Ereignis noch einmal durch den Handler schicken (replayParked), z. B. nachdem behoben ist, woran es scheiterte</translation>
    </message>
    <message>
        <source>Close the record with a note saying what was done, without replaying it (resolveParked)</source>
        <translation>Den Datensatz mit einer Notiz darüber schließen, was getan wurde, ohne ihn erneut abzuspielen (resolveParked)</translation>
    </message>
    <message>
        <source>Close the record as not worth processing; the record itself is kept as evidence (discardParked)</source>
        <translation>Den Datensatz als nicht verarbeitungswürdig schließen; der Datensatz selbst bleibt als Beleg erhalten (discardParked)</translation>
    </message>
    <message>
        <source>Resolve parked event</source>
        <translation>Zurückgestelltes Ereignis erledigen</translation>
    </message>
    <message>
        <source>What was done about this event? The note is kept on the record.</source>
        <translation>Was wurde mit diesem Ereignis getan? Die Notiz bleibt am Datensatz.</translation>
    </message>
</context>
<context>
    <name>atlas::PlaybackController</name>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset: start a new, empty world with the same seed</source>
        <translation>Zurücksetzen: eine neue, leere Welt mit demselben Seed beginnen</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Schritt zu&amp;rück</translation>
    </message>
    <message>
        <source>Step back: undo the last command by replaying all the others; it stays as this branch&apos;s future</source>
        <translation>Schritt zurück: den letzten Befehl rückgängig machen, indem alle anderen erneut abgespielt werden; er bleibt die Zukunft dieses Zweigs</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>Step forward: redo the next command that step back undid (the branch keeps it until you do something else)</source>
        <translation>Schritt vor: den nächsten Befehl wiederholen, den „Schritt zurück“ rückgängig gemacht hat (der Zweig behält ihn, bis Sie etwas anderes tun)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>Step: deliver the next due event</source>
        <translation>Schritt: das nächste fällige Ereignis zustellen</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>Play or pause: keep delivering at the chosen speed</source>
        <translation>Abspielen oder pausieren: im gewählten Tempo weiter zustellen</translation>
    </message>
    <message>
        <source>Advance &amp;clock</source>
        <translation>&amp;Uhr vorstellen</translation>
    </message>
    <message>
        <source>Advance clock: jump to the next due retry, redelivery or timer</source>
        <translation>Uhr vorstellen: zur nächsten fälligen Wiederholung, erneuten Zustellung oder zum nächsten Timer springen</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Sch&amp;neller</translation>
    </message>
    <message>
        <source>Faster: one more delivery per second while playing</source>
        <translation>Schneller: beim Abspielen eine Zustellung pro Sekunde mehr</translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation>&amp;Langsamer</translation>
    </message>
    <message>
        <source>Slower: one delivery per second less while playing</source>
        <translation>Langsamer: beim Abspielen eine Zustellung pro Sekunde weniger</translation>
    </message>
    <message>
        <source>Nothing to play: the delivery queue is empty. Publish an event first.</source>
        <translation>Nichts abzuspielen: Die Zustell-Warteschlange ist leer. Veröffentlichen Sie zuerst ein Ereignis.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Nothing to deliver: the delivery queue is empty.</source>
        <translation>Nichts zuzustellen: Die Zustell-Warteschlange ist leer.</translation>
    </message>
    <message>
        <source>Nothing to deliver yet: a lost ack&apos;s redelivery comes after the ack deadline. Press Ctrl+T to advance the clock.</source>
        <translation>Noch nichts zuzustellen: Die erneute Zustellung nach einem verlorenen Ack kommt nach der Ack-Frist. Drücken Sie Strg+T, um die Uhr vorzustellen.</translation>
    </message>
    <message>
        <source>The reset is undone: the world before it is back.</source>
        <translation>Das Zurücksetzen ist rückgängig gemacht: Die Welt von vorher ist wieder da.</translation>
    </message>
    <message>
        <source>Nothing to step back: this is the start of the run.</source>
        <translation>Kein Schritt zurück möglich: Das ist der Anfang des Laufs.</translation>
    </message>
    <message>
        <source>Could not step back: %1</source>
        <translation>Schritt zurück nicht möglich: %1</translation>
    </message>
    <message>
        <source>A new world with seed %1. Step back (Ctrl+Z) brings the old one back.</source>
        <translation>Eine neue Welt mit Seed %1. „Schritt zurück“ (Strg+Z) holt die alte zurück.</translation>
    </message>
    <message>
        <source>A new world with seed %1.</source>
        <translation>Eine neue Welt mit Seed %1.</translation>
    </message>
    <message>
        <source>Nothing to step forward: this branch has no undone commands.</source>
        <translation>Kein Schritt vor möglich: Dieser Zweig hat keine rückgängig gemachten Befehle.</translation>
    </message>
    <message>
        <source>Could not step forward: %1</source>
        <translation>Schritt vor nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>atlas::QuestionCard</name>
    <message>
        <source>Question %1 of %2</source>
        <translation>Frage %1 von %2</translation>
    </message>
    <message>
        <source>Check answer</source>
        <translation>Antwort prüfen</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Play the scenario that shows the answer happening</source>
        <translation>Das Szenario abspielen, das die Antwort geschehen lässt</translation>
    </message>
    <message>
        <source>The answer is %1. Your first answer was not kept (this progress is from an older version of the lab), so it does not count as right on the first try.</source>
        <translation>Die Antwort ist %1. Ihre erste Antwort wurde nicht aufbewahrt (dieser Fortschritt stammt aus einer älteren Version des Labs), daher zählt sie nicht als im ersten Versuch richtig.</translation>
    </message>
    <message>
        <source>✓ Correct: %1, on the first try.</source>
        <translation>✓ Richtig: %1, im ersten Versuch.</translation>
    </message>
    <message>
        <source>✗ Not quite: your first answer was %1; the answer is %2.</source>
        <translation>✗ Nicht ganz: Ihre erste Antwort war %1; die Antwort ist %2.</translation>
    </message>
    <message>
        <source>Your first answer is the one scored</source>
        <translation>Gewertet wird Ihre erste Antwort</translation>
    </message>
    <message>
        <source>Retry %1, not scored: ✓ %2 is right.</source>
        <translation>Wiederholung %1, nicht gewertet: ✓ %2 ist richtig.</translation>
    </message>
    <message>
        <source>Retry %1, not scored: ✗ %2 is not right.</source>
        <translation>Wiederholung %1, nicht gewertet: ✗ %2 ist nicht richtig.</translation>
    </message>
    <message>
        <source>Check the selected answer (or press Enter). Your first answer is the one scored; the right answer and why are shown after it.</source>
        <translation>Die gewählte Antwort prüfen (oder die Eingabetaste drücken). Gewertet wird Ihre erste Antwort; danach werden die richtige Antwort und die Begründung gezeigt.</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>Check another choice for practice (or press Enter). Retries are recorded but never change the score.</source>
        <translation>Zur Übung eine andere Wahl prüfen (oder die Eingabetaste drücken). Wiederholungen werden festgehalten, ändern die Wertung aber nie.</translation>
    </message>
</context>
<context>
    <name>atlas::ReconcileCli</name>
    <message>
        <source>== Scenario %1: %2
</source>
        <translation>== Szenario %1: %2
</translation>
    </message>
    <message>
        <source>   setup refused: %1

</source>
        <translation>   Setup abgelehnt: %1

</translation>
    </message>
    <message>
        <source>   no COMPLETED order and no receipt email: nothing to reconcile
</source>
        <translation>   keine COMPLETED-Bestellung und keine Quittungs-E-Mail: nichts abzugleichen
</translation>
    </message>
    <message>
        <source>order</source>
        <translation>Bestellung</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>erwartet</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>   open findings: %1

</source>
        <translation>   offene Befunde: %1

</translation>
    </message>
    <message>
        <source>%1 has no scenario &apos;%2&apos;</source>
        <translation>%1 hat kein Szenario „%2“</translation>
    </message>
    <message>
        <source>No open findings.
</source>
        <translation>Keine offenen Befunde.
</translation>
    </message>
    <message numerus="yes">
        <source>%n open finding(s) remain.
</source>
        <translation>
            <numerusform>%n offener Befund bleibt.
</numerusform>
            <numerusform>%n offene Befunde bleiben.
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::Reconciliation</name>
    <message>
        <source>one receipt email (%1)</source>
        <translation>eine Quittungs-E-Mail (%1)</translation>
    </message>
    <message>
        <source>%1 receipt emails for one receipt (%2): the customer got duplicates. Without a provider idempotency key exactly-once may be impossible: tolerate, suppress or apologise</source>
        <translation>%1 Quittungs-E-Mails für eine Quittung (%2): Der Kunde hat Duplikate erhalten. Ohne Idempotenzschlüssel des Anbieters ist Exactly-once womöglich unmöglich: tolerieren, unterdrücken oder entschuldigen</translation>
    </message>
    <message>
        <source>no email yet; the outbox record is %1, so the relay may still send it</source>
        <translation>noch keine E-Mail; der Outbox-Datensatz ist %1, das Relay kann sie also noch senden</translation>
    </message>
    <message>
        <source>the outbox record says SENT, but the provider never sent the email</source>
        <translation>der Outbox-Datensatz sagt SENT, aber der Anbieter hat die E-Mail nie gesendet</translation>
    </message>
    <message>
        <source>no email and no outbox record: nothing will ever send it</source>
        <translation>keine E-Mail und kein Outbox-Datensatz: Nichts wird sie je senden</translation>
    </message>
    <message>
        <source>no email, and the outbox record is %1: nothing will send it unless an operator does</source>
        <translation>keine E-Mail, und der Outbox-Datensatz ist %1: Nichts wird sie senden, es sei denn, ein Operator tut es</translation>
    </message>
    <message>
        <source>marked reconciled by an operator (%1): %2</source>
        <translation>von einem Operator als abgeglichen markiert (%1): %2</translation>
    </message>
    <message>
        <source>receipt email(s) %1 for an order that is %2, not COMPLETED</source>
        <translation>Quittungs-E-Mail(s) %1 für eine Bestellung, die %2 ist, nicht COMPLETED</translation>
    </message>
    <message>
        <source>receipt email(s) %1 for an order that does not exist</source>
        <translation>Quittungs-E-Mail(s) %1 für eine Bestellung, die nicht existiert</translation>
    </message>
</context>
<context>
    <name>atlas::ReconciliationModel</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Bestellung</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Outbox</source>
        <translation>Postausgang</translation>
    </message>
    <message>
        <source>Emails</source>
        <translation>E-Mails</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Receipt emails the order deserves: one when it is COMPLETED, none otherwise.</source>
        <translation>Quittungs-E-Mails, die der Bestellung zustehen: eine, wenn sie COMPLETED ist, sonst keine.</translation>
    </message>
    <message>
        <source>Receipt emails the provider&apos;s log (providerEmails) holds for the order&apos;s receipt key.</source>
        <translation>Quittungs-E-Mails, die das Protokoll des Anbieters (providerEmails) für den Quittungsschlüssel der Bestellung enthält.</translation>
    </message>
    <message>
        <source>The state of the order&apos;s receipt record in workflowOutbox.</source>
        <translation>Der Zustand des Quittungsdatensatzes der Bestellung in workflowOutbox.</translation>
    </message>
</context>
<context>
    <name>atlas::ReconciliationPanel</name>
    <message>
        <source>Resend with key</source>
        <translation>Mit Schlüssel erneut senden</translation>
    </message>
    <message>
        <source>Mark reconciled…</source>
        <translation>Als abgeglichen markieren…</translation>
    </message>
    <message>
        <source>Orders that deserve a receipt, compared with what the provider really sent (&lt;b&gt;providerEmails&lt;/b&gt;). Only findings are listed; an ok receipt is counted.</source>
        <translation>Bestellungen, denen eine Quittung zusteht, verglichen mit dem, was der Anbieter wirklich gesendet hat (&lt;b&gt;providerEmails&lt;/b&gt;). Aufgeführt werden nur Befunde; eine korrekte Quittung wird gezählt.</translation>
    </message>
    <message>
        <source>Repair:</source>
        <translation>Reparatur:</translation>
    </message>
    <message>
        <source>No order is COMPLETED and no receipt was sent: nothing to reconcile yet.</source>
        <translation>Keine Bestellung ist COMPLETED, und keine Quittung wurde gesendet: noch nichts abzugleichen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No open findings.</source>
        <translation>Keine offenen Befunde.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n open finding(s)&lt;/b&gt;.</source>
        <translation>
            <numerusform>&lt;b&gt;%n offener Befund&lt;/b&gt;.</numerusform>
            <numerusform>&lt;b&gt;%n offene Befunde&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open finding to repair</source>
        <translation>Kein offener Befund zu reparieren</translation>
    </message>
    <message>
        <source>Select a finding first</source>
        <translation>Wählen Sie zuerst einen Befund</translation>
    </message>
    <message>
        <source>Order %1&apos;s receipt is ok now: nothing to repair</source>
        <translation>Die Quittung von Bestellung %1 ist jetzt in Ordnung: nichts zu reparieren</translation>
    </message>
    <message>
        <source>Order %1&apos;s receipt is %2, not missing: only a missing receipt is resent</source>
        <translation>Die Quittung von Bestellung %1 ist %2, nicht fehlend: Nur eine fehlende Quittung wird erneut gesendet</translation>
    </message>
    <message>
        <source>Order %1&apos;s receipt is %2: only a missing, duplicated or unexpected receipt is marked reconciled</source>
        <translation>Die Quittung von Bestellung %1 ist %2: Nur eine fehlende, doppelte oder unerwartete Quittung wird als abgeglichen markiert</translation>
    </message>
    <message>
        <source>Send the missing receipt through the provider with the order&apos;s idempotency key, so a repeat within the provider&apos;s key window sends nothing more (resendReceipt)</source>
        <translation>Die fehlende Quittung über den Anbieter mit dem Idempotenzschlüssel der Bestellung senden, sodass eine Wiederholung innerhalb des Schlüsselfensters des Anbieters nichts mehr sendet (resendReceipt)</translation>
    </message>
    <message>
        <source>Record the finding as settled with a note saying what was done, e.g. an apology for a duplicate (markReconciled)</source>
        <translation>Den Befund mit einer Notiz darüber, was getan wurde, als erledigt festhalten, z. B. eine Entschuldigung für ein Duplikat (markReconciled)</translation>
    </message>
    <message>
        <source>Mark reconciled</source>
        <translation>Als abgeglichen markieren</translation>
    </message>
    <message>
        <source>What was done about order %1&apos;s receipt? The note is kept in workflowReconciliations.</source>
        <translation>Was wurde mit der Quittung von Bestellung %1 getan? Die Notiz bleibt in workflowReconciliations.</translation>
    </message>
</context>
<context>
    <name>atlas::RelaySection</name>
    <message>
        <source>Outbox relay and email provider</source>
        <translation>Outbox-Relay und E-Mail-Anbieter</translation>
    </message>
    <message>
        <source>Provider honours idempotency keys</source>
        <translation>Anbieter beachtet Idempotenzschlüssel</translation>
    </message>
    <message>
        <source>Relay after every delivery</source>
        <translation>Relay nach jeder Zustellung</translation>
    </message>
    <message>
        <source>Run relay now</source>
        <translation>Relay jetzt ausführen</translation>
    </message>
    <message>
        <source>Inject</source>
        <translation>Einschleusen</translation>
    </message>
    <message>
        <source>Marks the record SENT, then sends: a crash in between loses the email.</source>
        <translation>Markiert den Datensatz als SENT und sendet dann: Ein Absturz dazwischen verliert die E-Mail.</translation>
    </message>
    <message>
        <source>Sends without a key, then marks SENT: a lost answer or a crash sends it twice.</source>
        <translation>Sendet ohne Schlüssel und markiert dann SENT: Eine verlorene Antwort oder ein Absturz sendet sie doppelt.</translation>
    </message>
    <message>
        <source>Leases the record, sends with idempotencyKey = the receipt&apos;s business key, marks under the lease: the provider drops the repeat.</source>
        <translation>Least den Datensatz, sendet mit idempotencyKey = fachlicher Schlüssel der Quittung und markiert unter dem Lease: Der Anbieter verwirft die Wiederholung.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>for</source>
        <translation>für</translation>
    </message>
    <message>
        <source>Relay strategy</source>
        <translation>Relay-Strategie</translation>
    </message>
    <message>
        <source>Next send</source>
        <translation>Nächster Versand</translation>
    </message>
    <message>
        <source>No fault armed</source>
        <translation>Kein Fehler scharf</translation>
    </message>
    <message>
        <source>Armed for the next send: %1</source>
        <translation>Scharf für den nächsten Versand: %1</translation>
    </message>
    <message>
        <source>How the relay orders its bookkeeping around the email provider, which can never be part of a database transaction</source>
        <translation>Wie das Relay seine Buchführung um den E-Mail-Anbieter herum ordnet, der nie Teil einer Datenbanktransaktion sein kann</translation>
    </message>
    <message>
        <source>With keys, the provider sends one email per idempotency key; without, every request is a new email</source>
        <translation>Mit Schlüsseln sendet der Anbieter eine E-Mail pro Idempotenzschlüssel; ohne ist jede Anfrage eine neue E-Mail</translation>
    </message>
    <message>
        <source>How long the provider remembers a key (default 24 h = 86,400 s, as Stripe keeps idempotency keys); a retry after that sends again</source>
        <translation>Wie lange sich der Anbieter einen Schlüssel merkt (Standard 24 h = 86.400 s, so wie Stripe Idempotenzschlüssel aufbewahrt); eine Wiederholung danach sendet erneut</translation>
    </message>
    <message>
        <source>The provider ignores keys, so there is no window</source>
        <translation>Der Anbieter ignoriert Schlüssel, es gibt also kein Fenster</translation>
    </message>
    <message>
        <source>Run one relay pass after every delivery, as a deployed relay polling the outbox would; off, only &quot;Run relay now&quot; sends</source>
        <translation>Nach jeder Zustellung einen Relay-Durchlauf ausführen, wie es ein produktives Relay täte, das die Outbox abfragt; aus, sendet nur „Relay jetzt ausführen“</translation>
    </message>
    <message>
        <source>Run one relay pass over the outbox now</source>
        <translation>Jetzt einen Relay-Durchlauf über die Outbox ausführen</translation>
    </message>
    <message>
        <source>What goes wrong on the relay&apos;s next send</source>
        <translation>Was beim nächsten Versand des Relays schiefgeht</translation>
    </message>
    <message>
        <source>Arm this fault for the next send only</source>
        <translation>Diesen Fehler nur für den nächsten Versand scharf schalten</translation>
    </message>
</context>
<context>
    <name>atlas::RelayStep</name>
    <message>
        <source>MALFORMED_OUTBOX_RECORD: the record names no usable orderId</source>
        <translation>MALFORMED_OUTBOX_RECORD: Der Datensatz nennt keine brauchbare orderId</translation>
    </message>
    <message>
        <source>ORDER_NOT_FOUND: orders/%1 does not exist</source>
        <translation>ORDER_NOT_FOUND: orders/%1 existiert nicht</translation>
    </message>
    <message>
        <source>NO_RECIPIENT: orders/%1 has no customerId</source>
        <translation>NO_RECIPIENT: orders/%1 hat keine customerId</translation>
    </message>
    <message>
        <source>ATTEMPTS_EXHAUSTED: all %1 attempts used; the last one, by %2, never finished</source>
        <translation>ATTEMPTS_EXHAUSTED: alle %1 Versuche verbraucht; der letzte, von %2, wurde nie beendet</translation>
    </message>
    <message>
        <source>ATTEMPTS_EXHAUSTED: all %1 attempts used</source>
        <translation>ATTEMPTS_EXHAUSTED: alle %1 Versuche verbraucht</translation>
    </message>
    <message>
        <source>FAILED without sending: %1</source>
        <translation>FAILED ohne Senden: %1</translation>
    </message>
    <message>
        <source>%1 marked it SENT before calling the provider: from now on nothing will retry this email</source>
        <translation>%1 hat ihn vor dem Aufruf des Anbieters als SENT markiert: Ab jetzt wiederholt nichts mehr diese E-Mail</translation>
    </message>
    <message>
        <source>%1 claimed it for attempt %2 of %3: PROCESSING, lease until %4</source>
        <translation>%1 hat ihn für Versuch %2 von %3 übernommen: PROCESSING, Lease bis %4</translation>
    </message>
    <message>
        <source>, taking over from %1 whose lease had expired</source>
        <translation>, übernommen von %1, dessen Lease abgelaufen war</translation>
    </message>
    <message>
        <source>%1 died after marking SENT and before sending: the record says SENT, no email went out and nothing will retry it. The receipt is lost.</source>
        <translation>%1 starb nach dem Markieren als SENT und vor dem Senden: Der Datensatz sagt SENT, keine E-Mail ging hinaus, und nichts wird sie wiederholen. Die Quittung ist verloren.</translation>
    </message>
    <message>
        <source>%1; the record already says SENT, so nothing will retry: the receipt is lost</source>
        <translation>%1; der Datensatz sagt bereits SENT, daher wiederholt nichts: Die Quittung ist verloren</translation>
    </message>
    <message>
        <source>%1; the record already says SENT, so nothing will retry</source>
        <translation>%1; der Datensatz sagt bereits SENT, daher wiederholt nichts</translation>
    </message>
    <message>
        <source>; the answer was slow, but flag-before-send holds no lease and the record already says SENT, so no other relay picks it up</source>
        <translation>; die Antwort kam langsam, aber flag-before-send hält kein Lease, und der Datensatz sagt bereits SENT, daher greift kein anderes Relay ihn auf</translation>
    </message>
    <message>
        <source>PROVIDER_REJECTED: the provider refused the send</source>
        <translation>PROVIDER_REJECTED: Der Anbieter lehnte das Senden ab</translation>
    </message>
    <message>
        <source>PROVIDER_TIMEOUT: no answer from the provider; the email may or may not have gone out</source>
        <translation>PROVIDER_TIMEOUT: keine Antwort vom Anbieter; die E-Mail ist vielleicht hinausgegangen, vielleicht nicht</translation>
    </message>
    <message>
        <source>%1; but the answer is slow: %2&apos;s lease expires at %3 while it is still waiting, and the first pass after that claims the record again</source>
        <translation>%1; aber die Antwort kommt langsam: Das Lease von %2 läuft um %3 ab, während es noch wartet, und der erste Durchlauf danach übernimmt den Datensatz erneut</translation>
    </message>
    <message>
        <source>%1 died after the send and before marking SENT: the record stays PROCESSING until its lease expires at %2; the first pass after that claims it again and resends under the same idempotency key</source>
        <translation>%1 starb nach dem Senden und vor dem Markieren als SENT: Der Datensatz bleibt PROCESSING, bis sein Lease um %2 abläuft; der erste Durchlauf danach übernimmt ihn erneut und sendet unter demselben Idempotenzschlüssel noch einmal</translation>
    </message>
    <message>
        <source>%1 died after the send and before marking SENT: the record stays PROCESSING until its lease expires at %2; the first pass after that claims it again and sends again, with no key to stop a duplicate</source>
        <translation>%1 starb nach dem Senden und vor dem Markieren als SENT: Der Datensatz bleibt PROCESSING, bis sein Lease um %2 abläuft; der erste Durchlauf danach übernimmt ihn erneut und sendet noch einmal, ohne Schlüssel, der ein Duplikat verhindert</translation>
    </message>
    <message>
        <source>; flag-after-send sends no key, so if an earlier attempt reached the provider this email is a duplicate</source>
        <translation>; flag-after-send sendet keinen Schlüssel; hat ein früherer Versuch den Anbieter erreicht, ist diese E-Mail also ein Duplikat</translation>
    </message>
    <message>
        <source>; this provider has no idempotency key, so an earlier attempt&apos;s email cannot be recognised: exactly-once may be impossible, so tolerate duplicates or reconcile</source>
        <translation>; dieser Anbieter kennt keinen Idempotenzschlüssel, daher lässt sich die E-Mail eines früheren Versuchs nicht erkennen: Exactly-once ist womöglich unmöglich, also Duplikate tolerieren oder abgleichen</translation>
    </message>
    <message>
        <source>%1&apos;s slow answer (%2) arrived after its lease expired; </source>
        <translation>die langsame Antwort von %1 (%2) kam nach Ablauf seines Lease an; </translation>
    </message>
    <message>
        <source>gone</source>
        <translation>verschwunden</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%1 unter %2</translation>
    </message>
    <message>
        <source>its mark-sent transaction found the record %1, no longer under its lease: nothing written</source>
        <translation>seine Mark-sent-Transaktion fand den Datensatz %1 vor, nicht mehr unter seinem Lease: nichts geschrieben</translation>
    </message>
    <message>
        <source>%1 marked it SENT with %2</source>
        <translation>%1 hat ihn mit %2 als SENT markiert</translation>
    </message>
    <message>
        <source>flag-after-send marks SENT without checking the lease</source>
        <translation>flag-after-send markiert SENT, ohne das Lease zu prüfen</translation>
    </message>
    <message>
        <source>, overwriting providerMessageId %1</source>
        <translation>, wobei providerMessageId %1 überschrieben wird</translation>
    </message>
    <message>
        <source>, its lease still valid</source>
        <translation>, sein Lease noch gültig</translation>
    </message>
    <message>
        <source>%1 no longer holds the lease, so it leaves the record alone</source>
        <translation>%1 hält das Lease nicht mehr, daher lässt es den Datensatz in Ruhe</translation>
    </message>
    <message>
        <source>attempt %1 of %2 failed, the last allowed: FAILED with lastError %3, for an operator to review</source>
        <translation>Versuch %1 von %2 fehlgeschlagen, der letzte erlaubte: FAILED mit lastError %3, zur Prüfung durch einen Operator</translation>
    </message>
    <message>
        <source>attempt %1 of %2 failed: READY again, next attempt at %3 (backoff %4)</source>
        <translation>Versuch %1 von %2 fehlgeschlagen: wieder READY, nächster Versuch um %3 (Backoff %4)</translation>
    </message>
</context>
<context>
    <name>atlas::RequestsWindow</name>
    <message>
        <source>signed out</source>
        <translation>abgemeldet</translation>
    </message>
    <message>
        <source>✓ allowed</source>
        <translation>✓ erlaubt</translation>
    </message>
    <message>
        <source>✗ denied</source>
        <translation>✗ verweigert</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Client requests and security rules</source>
        <translation>Client-Anfragen und Sicherheitsregeln</translation>
    </message>
    <message>
        <source>A client with no one signed in: request.auth is null</source>
        <translation>Ein Client, bei dem niemand angemeldet ist: request.auth ist null</translation>
    </message>
    <message>
        <source>A client signed in as this uid: request.auth.uid</source>
        <translation>Ein Client, angemeldet mit dieser uid: request.auth.uid</translation>
    </message>
    <message>
        <source>The signed-in user&apos;s uid (request.auth.uid)</source>
        <translation>Die uid des angemeldeten Benutzers (request.auth.uid)</translation>
    </message>
    <message>
        <source>What the client asks for: get and list read (rules: read), create, update and delete write (rules: write)</source>
        <translation>Was der Client verlangt: get und list lesen (Regeln: read), create, update und delete schreiben (Regeln: write)</translation>
    </message>
    <message>
        <source>The document&apos;s path, such as orders/ord-1; for a list, the collection, such as orders</source>
        <translation>Der Pfad des Dokuments, etwa orders/ord-1; für list die Sammlung, etwa orders</translation>
    </message>
    <message>
        <source>For create and update: the fields the client writes, as a JSON object (request.resource.data)</source>
        <translation>Für create und update: die Felder, die der Client schreibt, als JSON-Objekt (request.resource.data)</translation>
    </message>
    <message>
        <source>Send the request as this client (Ctrl+Return): the rules decide, and an allowed write changes the lab&apos;s store</source>
        <translation>Die Anfrage als dieser Client senden (Strg+Eingabe): Die Regeln entscheiden, und ein erlaubter Schreibvorgang ändert den Speicher des Labs</translation>
    </message>
    <message>
        <source>You are a &lt;b&gt;client app&lt;/b&gt; here: every request goes through the security rules. The lab&apos;s handlers write &lt;b&gt;workflowEvents&lt;/b&gt;, orders and the outbox with server credentials: server SDKs bypass security rules (IAM governs them), so nothing on this page stops them.</source>
        <translation>Sie sind hier eine &lt;b&gt;Client-App&lt;/b&gt;: Jede Anfrage geht durch die Sicherheitsregeln. Die Handler des Labs schreiben &lt;b&gt;workflowEvents&lt;/b&gt;, Bestellungen und den Postausgang mit Server-Anmeldedaten: Server-SDKs umgehen die Sicherheitsregeln (für sie gilt IAM), also hält nichts auf dieser Seite sie auf.</translation>
    </message>
    <message>
        <source>Client:</source>
        <translation>Client:</translation>
    </message>
    <message>
        <source>Every request so far, newest last; select one to see the rule that decided it</source>
        <translation>Alle bisherigen Anfragen, die neueste zuletzt; wählen Sie eine aus, um die Regel zu sehen, die sie entschieden hat</translation>
    </message>
    <message>
        <source>The data is not a JSON object: %1</source>
        <translation>Die Daten sind kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>it is not an object</source>
        <translation>es ist kein Objekt</translation>
    </message>
    <message>
        <source>No request yet: choose who you are, an operation and a path, then press Send.</source>
        <translation>Noch keine Anfrage: Wählen Sie, wer Sie sind, einen Vorgang und einen Pfad, und drücken Sie dann „Senden“.</translation>
    </message>
    <message>
        <source>Select a request to see why.</source>
        <translation>Wählen Sie eine Anfrage aus, um den Grund zu sehen.</translation>
    </message>
    <message>
        <source>Deciding rule: line %1, column %2: &lt;code&gt;%3&lt;/code&gt;</source>
        <translation>Entscheidende Regel: Zeile %1, Spalte %2: &lt;code&gt;%3&lt;/code&gt;</translation>
    </message>
    <message>
        <source>No allow statement covers this path and operation: nothing is allowed by default.</source>
        <translation>Keine allow-Anweisung deckt diesen Pfad und Vorgang ab: Ohne Regel ist nichts erlaubt.</translation>
    </message>
    <message>
        <source>Rules that applied (any true one allows):</source>
        <translation>Angewandte Regeln (jede wahre erlaubt):</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Signed o&amp;ut</source>
        <translation>A&amp;bgemeldet</translation>
    </message>
    <message>
        <source>Signed &amp;in as</source>
        <translation>Angemeldet &amp;als</translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation>&amp;Vorgang:</translation>
    </message>
    <message>
        <source>Pa&amp;th:</source>
        <translation>&amp;Pfad:</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>&amp;Daten:</translation>
    </message>
</context>
<context>
    <name>atlas::RulesSyntaxError</name>
    <message>
        <source>&apos;*/&apos; to close the comment</source>
        <translation>&apos;*/&apos;, um den Kommentar zu schließen</translation>
    </message>
    <message>
        <source>end of text</source>
        <translation>Ende des Textes</translation>
    </message>
    <message>
        <source>&apos;}&apos; to close the path wildcard</source>
        <translation>&apos;}&apos;, um den Platzhalter im Pfad zu schließen</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>ein Leerzeichen</translation>
    </message>
    <message>
        <source>a closing %1</source>
        <translation>ein schließendes %1</translation>
    </message>
    <message>
        <source>the end of the line</source>
        <translation>das Zeilenende</translation>
    </message>
    <message>
        <source>a name, a literal or an operator</source>
        <translation>einen Namen, ein Literal oder einen Operator</translation>
    </message>
    <message>
        <source>the string &apos;%1&apos;</source>
        <translation>die Zeichenkette &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;=&apos; after rules_version</source>
        <translation>&apos;=&apos; nach rules_version</translation>
    </message>
    <message>
        <source>&apos;1&apos; or &apos;2&apos; (the rules language version, as a string)</source>
        <translation>&apos;1&apos; oder &apos;2&apos; (die Version der Regelsprache, als Zeichenkette)</translation>
    </message>
    <message>
        <source>&apos;;&apos; after the rules version</source>
        <translation>&apos;;&apos; nach der Version der Regeln</translation>
    </message>
    <message>
        <source>&apos;service cloud.firestore&apos;</source>
        <translation>&apos;service cloud.firestore&apos;</translation>
    </message>
    <message>
        <source>cloud.firestore (the only service the lab knows)</source>
        <translation>cloud.firestore (der einzige Dienst, den das Lab kennt)</translation>
    </message>
    <message>
        <source>&apos;{&apos; to open the service</source>
        <translation>&apos;{&apos;, um den Dienst zu öffnen</translation>
    </message>
    <message>
        <source>&apos;match&apos; or &apos;}&apos; to close the service</source>
        <translation>&apos;match&apos; oder &apos;}&apos;, um den Dienst zu schließen</translation>
    </message>
    <message>
        <source>end of text after the service</source>
        <translation>das Ende des Textes nach dem Dienst</translation>
    </message>
    <message>
        <source>a path starting with &apos;/&apos;</source>
        <translation>einen Pfad, der mit &apos;/&apos; beginnt</translation>
    </message>
    <message>
        <source>a path segment</source>
        <translation>ein Pfadsegment</translation>
    </message>
    <message>
        <source>the end of the path</source>
        <translation>das Ende des Pfads</translation>
    </message>
    <message>
        <source>nothing after a {name=**} wildcard (it must end the path)</source>
        <translation>nichts nach einem Platzhalter {name=**} (er muss den Pfad beenden)</translation>
    </message>
    <message>
        <source>&apos;}&apos; to close the wildcard</source>
        <translation>&apos;}&apos;, um den Platzhalter zu schließen</translation>
    </message>
    <message>
        <source>a variable name (letters, digits, _)</source>
        <translation>einen Variablennamen (Buchstaben, Ziffern, _)</translation>
    </message>
    <message>
        <source>a literal segment or a whole {wildcard}</source>
        <translation>ein wörtliches Segment oder einen ganzen {Platzhalter}</translation>
    </message>
    <message>
        <source>a path after &apos;match&apos;, such as /orders/{orderId}</source>
        <translation>einen Pfad nach &apos;match&apos;, etwa /orders/{orderId}</translation>
    </message>
    <message>
        <source>&apos;{&apos; to open the match block</source>
        <translation>&apos;{&apos;, um den match-Block zu öffnen</translation>
    </message>
    <message>
        <source>&apos;match&apos;, &apos;allow&apos; or &apos;}&apos; to close the match block</source>
        <translation>&apos;match&apos;, &apos;allow&apos; oder &apos;}&apos;, um den match-Block zu schließen</translation>
    </message>
    <message>
        <source>a method: read, write, get, list, create, update or delete</source>
        <translation>eine Methode: read, write, get, list, create, update oder delete</translation>
    </message>
    <message>
        <source>&apos;if&apos; after &apos;:&apos;</source>
        <translation>&apos;if&apos; nach &apos;:&apos;</translation>
    </message>
    <message>
        <source>&apos;;&apos; to end the allow statement</source>
        <translation>&apos;;&apos;, um die allow-Anweisung zu beenden</translation>
    </message>
    <message>
        <source>a field name after &apos;.&apos;</source>
        <translation>einen Feldnamen nach &apos;.&apos;</translation>
    </message>
    <message>
        <source>&apos;]&apos; to close the index</source>
        <translation>&apos;]&apos;, um den Index zu schließen</translation>
    </message>
    <message>
        <source>a value: a name (request, resource, a path variable), a string, a number, true, false, null, a [list] or a (condition)</source>
        <translation>einen Wert: einen Namen (request, resource, eine Pfadvariable), eine Zeichenkette, eine Zahl, true, false, null, eine [Liste] oder eine (Bedingung)</translation>
    </message>
    <message>
        <source>a number that fits in 64 bits</source>
        <translation>eine Zahl, die in 64 Bit passt</translation>
    </message>
    <message>
        <source>no function call (the lab&apos;s rules have no functions); an operator, &apos;;&apos; or &apos;)&apos;</source>
        <translation>keinen Funktionsaufruf (die Regeln des Labs haben keine Funktionen); einen Operator, &apos;;&apos; oder &apos;)&apos;</translation>
    </message>
    <message>
        <source>&apos;)&apos; to close the parenthesis</source>
        <translation>&apos;)&apos;, um die Klammer zu schließen</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos; in the list</source>
        <translation>&apos;,&apos; oder &apos;]&apos; in der Liste</translation>
    </message>
    <message>
        <source>line %1, column %2: expected %3; found %4</source>
        <translation>Zeile %1, Spalte %2: erwartet %3; gefunden %4</translation>
    </message>
</context>
<context>
    <name>atlas::RulesTextView</name>
    <message>
        <source>The security rules client requests are checked against. The line of the allow statement that decided the selected request is highlighted.</source>
        <translation>Die Sicherheitsregeln, nach denen Client-Anfragen geprüft werden. Die Zeile der allow-Anweisung, die die ausgewählte Anfrage entschieden hat, ist hervorgehoben.</translation>
    </message>
</context>
<context>
    <name>atlas::RulesVerdict</name>
    <message>
        <source>a map</source>
        <translation>eine Map</translation>
    </message>
    <message>
        <source>! needs a boolean, but %1 is %2</source>
        <translation>! braucht einen Boolean, aber %1 ist %2</translation>
    </message>
    <message>
        <source>%1 is true</source>
        <translation>%1 ist true</translation>
    </message>
    <message>
        <source>an unknown expression</source>
        <translation>ein unbekannter Ausdruck</translation>
    </message>
    <message>
        <source>it is `false`: this rule allows nothing</source>
        <translation>sie ist `false`: Diese Regel erlaubt nichts</translation>
    </message>
    <message>
        <source>%1 has no value in a list: the query may return any document</source>
        <translation>%1 hat in einer Liste keinen Wert: Die Abfrage kann jedes Dokument liefern</translation>
    </message>
    <message>
        <source>%1 is not a variable here (request, resource or a wildcard of the enclosing matches)</source>
        <translation>%1 ist hier keine Variable (request, resource oder ein Platzhalter der umschließenden matches)</translation>
    </message>
    <message>
        <source>%1 is null, so %2 has no value</source>
        <translation>%1 ist null, daher hat %2 keinen Wert</translation>
    </message>
    <message>
        <source>%1 is %2, which has no field %3</source>
        <translation>%1 ist %2, das kein Feld %3 hat</translation>
    </message>
    <message>
        <source>%1 has no field %2</source>
        <translation>%1 hat kein Feld %2</translation>
    </message>
    <message>
        <source>%1 has no key %2</source>
        <translation>%1 hat keinen Schlüssel %2</translation>
    </message>
    <message>
        <source>%1: index %2 is out of range</source>
        <translation>%1: Index %2 liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>%1: cannot index %2 with %3</source>
        <translation>%1: %2 lässt sich nicht mit %3 indizieren</translation>
    </message>
    <message>
        <source>%1 is false</source>
        <translation>%1 ist false</translation>
    </message>
    <message>
        <source>%1 needs booleans, but %2 is %3</source>
        <translation>%1 braucht Booleans, aber %2 ist %3</translation>
    </message>
    <message>
        <source>%1; and %2</source>
        <translation>%1; und %2</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation>%1, nicht %2</translation>
    </message>
    <message>
        <source>%1 but %2 is %3</source>
        <translation>%1, aber %2 ist %3</translation>
    </message>
    <message>
        <source>%1, and so is %2</source>
        <translation>%1, und %2 ebenso</translation>
    </message>
    <message>
        <source>in needs a list or a map (with a string key) on its right, but %1 is %2</source>
        <translation>in braucht rechts eine Liste oder eine Map (mit einem Zeichenkettenschlüssel), aber %1 ist %2</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3</source>
        <translation>%1 (%2) ist nicht in %3</translation>
    </message>
    <message>
        <source>%1 compares two numbers or two strings, but %2 and %3 is %4</source>
        <translation>%1 vergleicht zwei Zahlen oder zwei Zeichenketten, aber %2 und %3 ist %4</translation>
    </message>
    <message>
        <source>%1 and %2 is %3</source>
        <translation>%1 und %2 ist %3</translation>
    </message>
    <message>
        <source>the condition is %1, not a boolean</source>
        <translation>die Bedingung ist %1, kein Boolean</translation>
    </message>
    <message>
        <source>allowed by line %1: %2</source>
        <translation>erlaubt durch Zeile %1: %2</translation>
    </message>
    <message>
        <source>denied: no rule allows %1 on /%2</source>
        <translation>abgelehnt: Keine Regel erlaubt %1 auf /%2</translation>
    </message>
    <message>
        <source>denied: the condition at line %1 was false because %2</source>
        <translation>abgelehnt: Die Bedingung in Zeile %1 war false, denn %2</translation>
    </message>
    <message>
        <source> (an error in a condition denies)</source>
        <translation> (ein Fehler in einer Bedingung lehnt ab)</translation>
    </message>
    <message>
        <source>; 1 other rule for %1 on this path did not allow it either</source>
        <translation>; 1 weitere Regel für %1 auf diesem Pfad hat es ebenfalls nicht erlaubt</translation>
    </message>
    <message>
        <source>; %1 other rules for %2 on this path did not allow it either</source>
        <translation>; %1 weitere Regeln für %2 auf diesem Pfad haben es ebenfalls nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>atlas::Saga</name>
    <message>
        <source>an operator repairs a saga to CANCELLED or COMPLETED, not %1</source>
        <translation>der Betrieb repariert eine Saga zu CANCELLED oder COMPLETED, nicht zu %1</translation>
    </message>
    <message>
        <source>the saga is %1, a final state: there is nothing left to repair</source>
        <translation>die Saga ist %1, ein Endzustand: Es gibt nichts mehr zu reparieren</translation>
    </message>
    <message>
        <source>only a saga in PAYMENT_PENDING with its stock held can be completed by hand (the operator has confirmed the payment with the provider); this one is %1</source>
        <translation>nur eine Saga in PAYMENT_PENDING mit reserviertem Bestand lässt sich von Hand abschließen (der Betrieb hat die Zahlung beim Anbieter bestätigt); diese ist %1</translation>
    </message>
    <message>
        <source>there is no saga for order %1 (orderSagas/%1)</source>
        <translation>es gibt keine Saga für Bestellung %1 (orderSagas/%1)</translation>
    </message>
    <message>
        <source>order %1 was already repaired</source>
        <translation>Bestellung %1 wurde schon repariert</translation>
    </message>
    <message>
        <source>the saga starts and asks the stock service for a reservation</source>
        <translation>die Saga beginnt und bittet den Lagerdienst um eine Reservierung</translation>
    </message>
    <message>
        <source>the order was not placed yet</source>
        <translation>die Bestellung wurde noch nicht aufgegeben</translation>
    </message>
    <message>
        <source>the saga already exists</source>
        <translation>die Saga existiert bereits</translation>
    </message>
    <message>
        <source>the stock is held until the reservation times out, and payment is requested</source>
        <translation>der Bestand wird gehalten, bis die Reservierung abläuft, und die Zahlung wird angefordert</translation>
    </message>
    <message>
        <source>the stock was reserved after the order was cancelled: it is released at once</source>
        <translation>der Bestand wurde reserviert, nachdem die Bestellung storniert war: Er wird sofort freigegeben</translation>
    </message>
    <message>
        <source>the reservation is already recorded</source>
        <translation>die Reservierung ist bereits verzeichnet</translation>
    </message>
    <message>
        <source>the stock is not reserved yet</source>
        <translation>der Bestand ist noch nicht reserviert</translation>
    </message>
    <message>
        <source>the payment service is working on the charge</source>
        <translation>der Zahlungsdienst bearbeitet die Abbuchung</translation>
    </message>
    <message>
        <source>the saga is past waiting for the payment</source>
        <translation>die Saga wartet nicht mehr auf die Zahlung</translation>
    </message>
    <message>
        <source>paid: the reserved stock is consumed and the order ships</source>
        <translation>bezahlt: Der reservierte Bestand wird verbraucht, und die Bestellung wird versandt</translation>
    </message>
    <message>
        <source>this payment is already accounted for</source>
        <translation>diese Zahlung ist bereits verbucht</translation>
    </message>
    <message>
        <source>the payment came after the saga had failed: the stock is gone, so the money goes back</source>
        <translation>die Zahlung kam, nachdem die Saga gescheitert war: Der Bestand ist weg, daher geht das Geld zurück</translation>
    </message>
    <message>
        <source>the payment failed: the reservation is released</source>
        <translation>die Zahlung schlug fehl: Die Reservierung wird freigegeben</translation>
    </message>
    <message>
        <source>the saga already ended</source>
        <translation>die Saga ist bereits beendet</translation>
    </message>
    <message>
        <source>there is no reservation yet</source>
        <translation>es gibt noch keine Reservierung</translation>
    </message>
    <message>
        <source>no payment before the timeout: the reservation is released</source>
        <translation>keine Zahlung vor dem Timeout: Die Reservierung wird freigegeben</translation>
    </message>
    <message>
        <source>the reservation was already settled</source>
        <translation>die Reservierung war bereits abgewickelt</translation>
    </message>
    <message>
        <source>cancelled before any stock was held</source>
        <translation>storniert, bevor Bestand gehalten wurde</translation>
    </message>
    <message>
        <source>cancelled: the reservation is released</source>
        <translation>storniert: Die Reservierung wird freigegeben</translation>
    </message>
    <message>
        <source>unknown event</source>
        <translation>unbekanntes Ereignis</translation>
    </message>
    <message>
        <source>the operator cancelled the order and released its reservation</source>
        <translation>der Operator hat die Bestellung storniert und ihre Reservierung freigegeben</translation>
    </message>
    <message>
        <source>the operator cancelled the order; no stock was held</source>
        <translation>der Operator hat die Bestellung storniert; es wurde kein Bestand gehalten</translation>
    </message>
    <message>
        <source>the operator confirmed the payment: the reserved stock is consumed</source>
        <translation>der Operator hat die Zahlung bestätigt: Der reservierte Bestand wird verbraucht</translation>
    </message>
</context>
<context>
    <name>atlas::ScenarioPlayerView</name>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Restart: build the scenario&apos;s starting world again (Home)</source>
        <translation>Neu starten: die Startwelt des Szenarios neu aufbauen (Pos1)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Step back: undo the last step by replaying the lab without it (Page Up or B)</source>
        <translation>Schritt zurück: den letzten Schritt rückgängig machen, indem das Lab ohne ihn erneut abgespielt wird (Bild auf oder B)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Step: run the next step and check its expectations (Space or Page Down)</source>
        <translation>Schritt: den nächsten Schritt ausführen und seine Erwartungen prüfen (Leertaste oder Bild ab)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play / Pause: run a step every few seconds (P)</source>
        <translation>Abspielen / Pause: alle paar Sekunden einen Schritt ausführen (P)</translation>
    </message>
    <message>
        <source>Try it yourself</source>
        <translation>Selbst ausprobieren</translation>
    </message>
    <message>
        <source>Try it yourself: stop the scenario here and use the lab&apos;s controls in this world</source>
        <translation>Selbst ausprobieren: das Szenario hier anhalten und die Steuerelemente des Labs in dieser Welt benutzen</translation>
    </message>
    <message>
        <source> s per step</source>
        <translation> s pro Schritt</translation>
    </message>
    <message>
        <source>How long Play waits between steps, in seconds</source>
        <translation>Wie lange „Abspielen“ zwischen den Schritten wartet, in Sekunden</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>Sekunden pro Schritt</translation>
    </message>
    <message>
        <source>**Free play.** The scenario has stopped driving and left you in its world after step %1 of %2. Use the lab&apos;s controls to try things yourself; Restart plays the scenario again from its setup.</source>
        <translation>**Freies Spiel.** Das Szenario steuert nicht mehr und hat Sie nach Schritt %1 von %2 in seiner Welt gelassen. Probieren Sie mit den Steuerelementen des Labs selbst etwas aus; „Neu starten“ spielt das Szenario wieder ab seinem Setup ab.</translation>
    </message>
    <message>
        <source>**You changed the world: you are now in free play.** The scenario stopped after step %1 of %2, because its next steps assume the world it built. Restart plays it again from its setup.</source>
        <translation>**Sie haben die Welt verändert: Sie sind jetzt im freien Spiel.** Das Szenario hielt nach Schritt %1 von %2 an, weil seine nächsten Schritte die Welt voraussetzen, die es aufgebaut hat. „Neu starten“ spielt es wieder ab seinem Setup ab.</translation>
    </message>
    <message>
        <source>No scenario</source>
        <translation>Kein Szenario</translation>
    </message>
    <message>
        <source>Choose a scenario in the lesson list, or press &quot;Play this scenario&quot; under a section.</source>
        <translation>Wählen Sie ein Szenario in der Lektionsliste, oder drücken Sie „Dieses Szenario abspielen“ unter einem Abschnitt.</translation>
    </message>
    <message>
        <source>It compares two worlds; here it plays the right one (%1). View → Compare worlds (Ctrl+Shift+C) plays both side by side.</source>
        <translation>Es vergleicht zwei Welten; hier spielt es die rechte (%1). Ansicht → Welten vergleichen (Strg+Umschalt+C) spielt beide nebeneinander.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Setup refused</source>
        <translation>Setup abgelehnt</translation>
    </message>
    <message>
        <source>The lab refused this scenario&apos;s setup: %1</source>
        <translation>Das Lab hat das Setup dieses Szenarios abgelehnt: %1</translation>
    </message>
    <message>
        <source>Free play</source>
        <translation>Freies Spiel</translation>
    </message>
    <message>
        <source>Next: step %1 of %2</source>
        <translation>Als Nächstes: Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>End of the scenario</source>
        <translation>Ende des Szenarios</translation>
    </message>
    <message>
        <source>**✓ %1.** Every step did what the lesson says. Restart to play it again, or Try it yourself to carry on in this world.</source>
        <translation>**✓ %1.** Jeder Schritt tat, was die Lektion sagt. „Neu starten“ spielt es noch einmal, „Selbst ausprobieren“ macht in dieser Welt weiter.</translation>
    </message>
    <message>
        <source>**✗ %1**%2. Look at the steps marked ✗ (Step back to see them again): the lesson and the lab disagree.</source>
        <translation>**✗ %1**%2. Sehen Sie sich die mit ✗ markierten Schritte an („Schritt zurück“ zeigt sie erneut): Lektion und Lab sind sich uneinig.</translation>
    </message>
    <message>
        <source>; commands refused: %1</source>
        <translation>; abgelehnte Befehle: %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>atlas::SectionView</name>
    <message>
        <source>Play this scenario</source>
        <translation>Dieses Szenario abspielen</translation>
    </message>
    <message>
        <source>Open this scenario in the player, ready at its first step</source>
        <translation>Dieses Szenario im Player öffnen, bereit bei seinem ersten Schritt</translation>
    </message>
    <message>
        <source>Scenario: %1 (completed ✓)</source>
        <translation>Szenario: %1 (abgeschlossen ✓)</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
</context>
<context>
    <name>atlas::ServerAddress</name>
    <message>
        <source>The server address must look like postgresql://user@host:5432/database.</source>
        <translation>Die Serveradresse muss wie postgresql://user@host:5432/database aussehen.</translation>
    </message>
    <message>
        <source>The server address names no host (postgresql://user@HOST:5432/database).</source>
        <translation>Die Serveradresse nennt keinen Host (postgresql://user@HOST:5432/database).</translation>
    </message>
    <message>
        <source>The server address names no user (postgresql://USER@host:5432/database).</source>
        <translation>Die Serveradresse nennt keinen Benutzer (postgresql://USER@host:5432/database).</translation>
    </message>
    <message>
        <source>The server address names no database (postgresql://user@host:5432/DATABASE).</source>
        <translation>Die Serveradresse nennt keine Datenbank (postgresql://user@host:5432/DATABASE).</translation>
    </message>
    <message>
        <source>The server&apos;s port must be between 1 and 65535.</source>
        <translation>Der Port des Servers muss zwischen 1 und 65535 liegen.</translation>
    </message>
    <message>
        <source>The server address takes no options after the database (?…); set them in the environment instead (PGSSLMODE, for example).</source>
        <translation>Die Serveradresse nimmt nach der Datenbank keine Optionen an (?…); setzen Sie sie stattdessen in der Umgebung (zum Beispiel PGSSLMODE).</translation>
    </message>
</context>
<context>
    <name>atlas::SessionController</name>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <source>New session: start an empty world (the current file keeps its run)</source>
        <translation>Neue Sitzung: eine leere Welt beginnen (die aktuelle Datei behält ihren Lauf)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open session: replay a saved lab file and go on from there</source>
        <translation>Sitzung öffnen: eine gespeicherte Lab-Datei erneut abspielen und von dort weitermachen</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>&amp;Save session as…</source>
        <translation>Sitzung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save session as: copy this session to a file to hand in or share</source>
        <translation>Sitzung speichern unter: diese Sitzung in eine Datei kopieren, um sie abzugeben oder weiterzugeben</translation>
    </message>
    <message>
        <source>Save session as</source>
        <translation>Sitzung speichern unter</translation>
    </message>
    <message>
        <source>&amp;Export journal…</source>
        <translation>Journal &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export journal: every entry as JSON Lines or CSV</source>
        <translation>Journal exportieren: jeder Eintrag als JSON Lines oder CSV</translation>
    </message>
    <message>
        <source>Export journal</source>
        <translation>Journal exportieren</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;CSV (*.csv)</source>
        <translation>JSON Lines (*.jsonl);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Back to my session</source>
        <translation>&amp;Zurück zu meiner Sitzung</translation>
    </message>
    <message>
        <source>Back to my session: leave the scenario&apos;s world and return to the world you had before it started</source>
        <translation>Zurück zu meiner Sitzung: die Welt des Szenarios verlassen und zur Welt zurückkehren, die Sie vor seinem Start hatten</translation>
    </message>
    <message>
        <source>Back to my session</source>
        <translation>Zurück zu meiner Sitzung</translation>
    </message>
    <message>
        <source>Your free play</source>
        <translation>Ihr freies Spiel</translation>
    </message>
    <message>
        <source>The scenario plays in a world of its own; %1 is kept as it was. File → Back to my session (Ctrl+Shift+B) returns to it.</source>
        <translation>Das Szenario läuft in einer eigenen Welt; %1 bleibt, wie es war. Datei → Zurück zu meiner Sitzung (Strg+Umschalt+B) führt dorthin zurück.</translation>
    </message>
    <message>
        <source>Back in %1.</source>
        <translation>Zurück in %1.</translation>
    </message>
    <message>
        <source>your free play</source>
        <translation>Ihr freies Spiel</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Zuletzt ge&amp;öffnet</translation>
    </message>
    <message>
        <source>The session could no longer be saved: %1
The file keeps everything up to the step before. The world goes on in memory: use File → Save session as… to keep it elsewhere.</source>
        <translation>Die Sitzung konnte nicht mehr gespeichert werden: %1
Die Datei enthält alles bis zum vorigen Schritt. Die Welt läuft im Speicher weiter: Sichern Sie sie mit Datei → Sitzung speichern unter… an anderer Stelle.</translation>
    </message>
    <message>
        <source>Session not saved</source>
        <translation>Sitzung nicht gespeichert</translation>
    </message>
    <message>
        <source>The previous session could not be reopened: %1</source>
        <translation>Die vorige Sitzung konnte nicht wieder geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 does not match what its own command log replays to:

%2

Open the replayed world anyway? The file will be rewritten to match it as soon as you go on.</source>
        <translation>%1 stimmt nicht mit dem überein, wozu ihr eigenes Befehlsprotokoll führt:

%2

Die neu abgespielte Welt trotzdem öffnen? Die Datei wird passend dazu neu geschrieben, sobald Sie weitermachen.</translation>
    </message>
    <message>
        <source>%1 was not opened: it does not match its replay.
%2</source>
        <translation>%1 wurde nicht geöffnet: Sie stimmt nicht mit ihrem erneuten Abspielen überein.
%2</translation>
    </message>
    <message>
        <source>%1 is open read-only (%2): your changes are not saved there. Use File → Save session as… to keep them.</source>
        <translation>%1 ist schreibgeschützt geöffnet (%2): Ihre Änderungen werden dort nicht gespeichert. Sichern Sie sie mit Datei → Sitzung speichern unter….</translation>
    </message>
    <message>
        <source>Opened %1: %2 commands replayed, %3 journal entries.</source>
        <translation>%1 geöffnet: %2 Befehle erneut abgespielt, %3 Journaleinträge.</translation>
    </message>
    <message>
        <source>Your last free-play session was restored (%1 commands).</source>
        <translation>Ihre letzte Sitzung im freien Spiel wurde wiederhergestellt (%1 Befehle).</translation>
    </message>
    <message>
        <source>Your last session could not be restored (%1). It was kept as %2; a new one has started.</source>
        <translation>Ihre letzte Sitzung konnte nicht wiederhergestellt werden (%1). Sie wurde als %2 aufbewahrt; eine neue hat begonnen.</translation>
    </message>
    <message>
        <source>Start a new session? Your free play is only in the autosave, which a new session replaces.</source>
        <translation>Eine neue Sitzung beginnen? Ihr freies Spiel steht nur in der automatischen Sicherung, die eine neue Sitzung ersetzt.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>A new session has started.</source>
        <translation>Eine neue Sitzung hat begonnen.</translation>
    </message>
    <message>
        <source>%1 is the session&apos;s own file and cannot be written.</source>
        <translation>%1 ist die eigene Datei der Sitzung und kann nicht beschrieben werden.</translation>
    </message>
    <message>
        <source>Saved the session as %1; you go on in it.</source>
        <translation>Sitzung als %1 gespeichert; Sie machen darin weiter.</translation>
    </message>
    <message>
        <source>The session is not recorded, so only the newest %1 entries the window keeps were exported.</source>
        <translation>Die Sitzung wird nicht aufgezeichnet, daher wurden nur die neuesten %1 Einträge exportiert, die das Fenster vorhält.</translation>
    </message>
    <message>
        <source>Exported %1 journal entries to %2.</source>
        <translation>%1 Journaleinträge nach %2 exportiert.</translation>
    </message>
    <message>
        <source>(no sessions yet)</source>
        <translation>(noch keine Sitzungen)</translation>
    </message>
</context>
<context>
    <name>atlas::SessionError</name>
    <message>
        <source>%1: &apos;commands&apos; must be a list</source>
        <translation>%1: &apos;commands&apos; muss eine Liste sein</translation>
    </message>
    <message>
        <source>the branches hold more than 1,000,000 commands</source>
        <translation>die Zweige enthalten mehr als 1.000.000 Befehle</translation>
    </message>
    <message>
        <source>%1: every command must be {&quot;command&quot;: name, &quot;args&quot;: {…}}</source>
        <translation>%1: jeder Befehl muss {&quot;command&quot;: name, &quot;args&quot;: {…}} sein</translation>
    </message>
    <message>
        <source>the timeline is not a JSON object</source>
        <translation>die Zeitleiste ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the timeline</source>
        <translation>die Zeitleiste</translation>
    </message>
    <message>
        <source>the timeline has a format this lab does not read</source>
        <translation>die Zeitleiste hat ein Format, das dieses Lab nicht liest</translation>
    </message>
    <message>
        <source>the timeline must list 1 to 10,000 branches</source>
        <translation>die Zeitleiste muss 1 bis 10.000 Zweige aufführen</translation>
    </message>
    <message>
        <source>the timeline&apos;s position lies past the end of the command log</source>
        <translation>die Position der Zeitleiste liegt hinter dem Ende des Befehlsprotokolls</translation>
    </message>
    <message>
        <source>branch %1 of the timeline</source>
        <translation>Zweig %1 der Zeitleiste</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 ist kein Objekt</translation>
    </message>
    <message>
        <source>%1: &apos;name&apos; must be text</source>
        <translation>%1: &apos;name&apos; muss Text sein</translation>
    </message>
    <message>
        <source>%1: its parent is not an earlier branch it can fork from</source>
        <translation>%1: sein Elternzweig ist kein früherer Zweig, von dem er abzweigen kann</translation>
    </message>
    <message>
        <source>the branches hold more than 2,000,000 commands with their shared prefixes</source>
        <translation>die Zweige enthalten mit ihren gemeinsamen Anfängen mehr als 2.000.000 Befehle</translation>
    </message>
    <message>
        <source>could not export the journal to &apos;%1&apos;: %2</source>
        <translation>das Journal konnte nicht nach &apos;%1&apos; exportiert werden: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>&apos;%1&apos; existiert nicht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file (a folder, device or pipe)</source>
        <translation>&apos;%1&apos; ist keine reguläre Datei (ein Ordner, ein Gerät oder eine Pipe)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read: %2</source>
        <translation>&apos;%1&apos; lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an SQLite database, so not an AtlasMart lab session; it was left untouched</source>
        <translation>&apos;%1&apos; ist keine SQLite-Datenbank und damit keine Sitzung des AtlasMart Lab; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; already holds a lab session; nothing was changed. Open it to go on, or choose a new file.</source>
        <translation>&apos;%1&apos; enthält schon eine Sitzung des Labs; nichts wurde geändert. Öffnen Sie sie, um weiterzumachen, oder wählen Sie eine neue Datei.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be written: %2</source>
        <translation>&apos;%1&apos; lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file</source>
        <translation>&apos;%1&apos; ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot create &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>&apos;%1&apos; lässt sich nicht anlegen: Der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>cannot create &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; lässt sich nicht anlegen: %2</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not available; install libqt6sql6-sqlite</source>
        <translation>der SQLite-Treiber von Qt (QSQLITE) ist nicht verfügbar; installieren Sie libqt6sql6-sqlite</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>preparing a statement failed</source>
        <translation>das Vorbereiten einer Anweisung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>setting up the connection failed</source>
        <translation>das Einrichten der Verbindung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>switching to WAL failed</source>
        <translation>das Umschalten auf WAL ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading the page size failed</source>
        <translation>das Lesen der Seitengröße ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>setting the size limit failed</source>
        <translation>das Setzen der Größengrenze ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2: %3</source>
        <translation>&apos;%1&apos;: %2: %3</translation>
    </message>
    <message>
        <source>could not write to &apos;%1&apos; (%2): %3</source>
        <translation>in &apos;%1&apos; konnte nicht geschrieben werden (%2): %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a readable lab session (%2); it was left untouched</source>
        <translation>&apos;%1&apos; ist keine lesbare Sitzung des Labs (%2); die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an SQLite database but not an AtlasMart lab session; it was left untouched</source>
        <translation>&apos;%1&apos; ist eine SQLite-Datenbank, aber keine Sitzung des AtlasMart Lab; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was written by a newer AtlasMart Lab (schema %2); this lab reads up to %3. Update the lab to open it.</source>
        <translation>&apos;%1&apos; wurde von einem neueren AtlasMart Lab geschrieben (Schema %2); dieses Lab liest bis Schema %3. Aktualisieren Sie das Lab, um die Datei zu öffnen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was written by an earlier AtlasMart Lab (schema %2) that kept only documents, not the command log, so it cannot be resumed; it was left untouched</source>
        <translation>&apos;%1&apos; wurde von einem früheren AtlasMart Lab geschrieben (Schema %2), das nur Dokumente und nicht das Befehlsprotokoll aufbewahrte, also lässt sich die Sitzung nicht fortsetzen; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>reading its tables failed</source>
        <translation>das Lesen ihrer Tabellen ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a session the lab wrote: it has a %2 named &apos;%3&apos; (a session holds only the tables documents, session, commands and journal); it was left untouched</source>
        <translation>&apos;%1&apos; ist keine Sitzung, die das Lab geschrieben hat: Sie enthält ein %2 namens &apos;%3&apos; (eine Sitzung enthält nur die Tabellen documents, session, commands und journal); die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; table, so it is not a complete session</source>
        <translation>&apos;%1&apos; hat keine Tabelle &apos;%2&apos; und ist also keine vollständige Sitzung</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has columns (%3), expected (%4)</source>
        <translation>&apos;%1&apos;: Tabelle &apos;%2&apos; hat die Spalten (%3), erwartet (%4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: journal entry %2 is in two rows; it was left untouched</source>
        <translation>&apos;%1&apos;: Journaleintrag %2 steht in zwei Zeilen; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>checking its size failed</source>
        <translation>das Prüfen ihrer Größe ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 (%3); it was left untouched</source>
        <translation>&apos;%1&apos;: %2 (%3); die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>a document is not text or is larger than 1 MiB</source>
        <translation>ein Dokument ist kein Text oder größer als 1 MiB</translation>
    </message>
    <message>
        <source>a command is not text or is larger than 1 MiB</source>
        <translation>ein Befehl ist kein Text oder größer als 1 MiB</translation>
    </message>
    <message>
        <source>its branches are not text or take more than 64 MiB</source>
        <translation>ihre Zweige sind kein Text oder belegen mehr als 64 MiB</translation>
    </message>
    <message>
        <source>a journal entry is not text or is larger than 4 MiB</source>
        <translation>ein Journaleintrag ist kein Text oder größer als 4 MiB</translation>
    </message>
    <message>
        <source>it holds more than 1,000,000 commands</source>
        <translation>sie enthält mehr als 1.000.000 Befehle</translation>
    </message>
    <message>
        <source>it holds more than 50,000,000 journal entries</source>
        <translation>sie enthält mehr als 50.000.000 Journaleinträge</translation>
    </message>
    <message>
        <source>setting up the session failed</source>
        <translation>das Einrichten der Sitzung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading the seed failed</source>
        <translation>das Lesen des Seeds ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no valid seed, so its commands cannot be replayed; it was left untouched</source>
        <translation>&apos;%1&apos; hat keinen gültigen Seed, also lassen sich ihre Befehle nicht erneut abspielen; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>reading the session&apos;s details failed</source>
        <translation>das Lesen der Angaben zur Sitzung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading the branches failed</source>
        <translation>das Lesen der Zweige ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading the command log failed</source>
        <translation>das Lesen des Befehlsprotokolls ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the command log has a gap (command %2 is missing)</source>
        <translation>&apos;%1&apos;: Das Befehlsprotokoll hat eine Lücke (Befehl %2 fehlt)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: command %2 (%3) has arguments that are not a JSON object</source>
        <translation>&apos;%1&apos;: Befehl %2 (%3) hat Argumente, die kein JSON-Objekt sind</translation>
    </message>
    <message>
        <source>counting the journal failed</source>
        <translation>das Zählen des Journals ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading the journal failed</source>
        <translation>das Lesen des Journals ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading the documents failed</source>
        <translation>das Lesen der Dokumente ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>counting the documents failed</source>
        <translation>das Zählen der Dokumente ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>cannot write to &apos;%1&apos;: %2</source>
        <translation>in &apos;%1&apos; lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>BEGIN failed</source>
        <translation>BEGIN ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>COMMIT failed</source>
        <translation>COMMIT ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>clearing the session failed</source>
        <translation>das Leeren der Sitzung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>writing a document failed</source>
        <translation>das Schreiben eines Dokuments ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>writing the session&apos;s details failed</source>
        <translation>das Schreiben der Angaben zur Sitzung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>writing the branches failed</source>
        <translation>das Schreiben der Zweige ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>writing the journal failed</source>
        <translation>das Schreiben des Journals ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>trimming the journal failed</source>
        <translation>das Kürzen des Journals ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>writing the command log failed</source>
        <translation>das Schreiben des Befehlsprotokolls ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>trimming the command log failed</source>
        <translation>das Kürzen des Befehlsprotokolls ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; already exists; nothing was written</source>
        <translation>&apos;%1&apos; existiert schon; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>could not save a copy to &apos;%1&apos;: %2</source>
        <translation>eine Kopie konnte nicht unter &apos;%1&apos; gespeichert werden: %2</translation>
    </message>
    <message>
        <source>journal entry %1 (%2 %3) is missing from the file</source>
        <translation>Journaleintrag %1 (%2 %3) fehlt in der Datei</translation>
    </message>
    <message>
        <source>journal entry %1 differs from the replay&apos;s (%2 %3)</source>
        <translation>Journaleintrag %1 weicht von dem der Wiedergabe ab (%2 %3)</translation>
    </message>
    <message>
        <source>its branches cannot be read: %1</source>
        <translation>ihre Zweige lassen sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>journal entry %1 is in the file but the replay ends at entry %2</source>
        <translation>Journaleintrag %1 steht in der Datei, aber die Wiedergabe endet bei Eintrag %2</translation>
    </message>
    <message>
        <source>%1 is in the replayed world but not in the file</source>
        <translation>%1 ist in der wiedergegebenen Welt, aber nicht in der Datei</translation>
    </message>
    <message>
        <source>%1 is in the file but not in the replayed world</source>
        <translation>%1 ist in der Datei, aber nicht in der wiedergegebenen Welt</translation>
    </message>
    <message>
        <source>%1 differs: the file holds %2, the replay %3</source>
        <translation>%1 weicht ab: Die Datei enthält %2, die Wiedergabe %3</translation>
    </message>
    <message>
        <source>%1 has other create/update times than the replay&apos;s</source>
        <translation>%1 hat andere Erstellungs-/Änderungszeiten als in der Wiedergabe</translation>
    </message>
    <message>
        <source>written by</source>
        <translation>geschrieben von</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>branches</source>
        <translation>Zweige</translation>
    </message>
    <message>
        <source>journal entries</source>
        <translation>Journaleinträge</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>SQLite integrity</source>
        <translation>SQLite-Integrität</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>Sitzung %1</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>FEHLGESCHLAGEN: %1</translation>
    </message>
    <message>
        <source>the command log rebuilds exactly these documents and this journal</source>
        <translation>das Befehlsprotokoll baut genau diese Dokumente und dieses Journal wieder auf</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between the file and its replay:</source>
        <translation>
            <numerusform>%n Unterschied zwischen der Datei und ihrer Wiedergabe:</numerusform>
            <numerusform>%n Unterschiede zwischen der Datei und ihrer Wiedergabe:</numerusform>
        </translation>
    </message>
    <message>
        <source>(+%1 more)</source>
        <translation>(+%1 weitere)</translation>
    </message>
    <message>
        <source>Invariants of the replayed world</source>
        <translation>Invarianten der wiedergegebenen Welt</translation>
    </message>
    <message>
        <source>Consistent.</source>
        <translation>Konsistent.</translation>
    </message>
    <message>
        <source>NOT consistent.</source>
        <translation>NICHT konsistent.</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be a whole number of 0 or more</source>
        <translation>%1: &apos;%2&apos; muss eine ganze Zahl ab 0 sein</translation>
    </message>
    <message numerus="yes">
        <source>(the last, a chaos run, was cut short after %n events)</source>
        <translation>
            <numerusform>(der letzte, ein Chaoslauf, wurde nach %n Ereignis abgebrochen)</numerusform>
            <numerusform>(der letzte, ein Chaoslauf, wurde nach %n Ereignissen abgebrochen)</numerusform>
        </translation>
    </message>
    <message>
        <source>(written in %1: its sentences are in that language, so they were not compared; everything else was)</source>
        <translation>(in %1 geschrieben: seine Sätze sind in dieser Sprache und wurden daher nicht verglichen; alles andere schon)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read-only; nothing was changed. Choose a new file.</source>
        <translation>&apos;%1&apos; ist schreibgeschützt; nichts wurde geändert. Wählen Sie eine neue Datei.</translation>
    </message>
</context>
<context>
    <name>atlas::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <source>Every button and menu entry names its keys in its tooltip. A presentation clicker works too: PageDown steps, PageUp steps back, its blank-screen button (B or .) plays and pauses (a focused list box takes B and . to pick its items). While the lesson player has the focus, its own keys apply: Space or PageDown steps, PageUp or B steps back, P plays or pauses, Home restarts.</source>
        <translation>Jede Schaltfläche und jeder Menüeintrag nennt seine Tasten im Tooltip. Auch ein Präsentations-Presenter funktioniert: Bild ab geht einen Schritt weiter, Bild auf einen zurück, seine Schwarzbild-Taste (B oder .) spielt ab und pausiert (ein Listenfeld mit dem Fokus nimmt B und . zur Auswahl seiner Einträge). Solange der Lektionsspieler den Fokus hat, gelten seine eigenen Tasten: Leertaste oder Bild ab geht einen Schritt weiter, Bild auf oder B einen zurück, P spielt ab oder pausiert, Pos1 beginnt von vorn.</translation>
    </message>
</context>
<context>
    <name>atlas::SimulatedCrash</name>
    <message>
        <source>simulated crash before commit</source>
        <translation>simulierter Absturz vor dem Commit</translation>
    </message>
    <message>
        <source>simulated crash between writes</source>
        <translation>simulierter Absturz zwischen den Schreibvorgängen</translation>
    </message>
    <message>
        <source>simulated crash after commit</source>
        <translation>simulierter Absturz nach dem Commit</translation>
    </message>
</context>
<context>
    <name>atlas::SpeedControl</name>
    <message>
        <source>Play speed in deliveries per second ([ slower, ] faster)</source>
        <translation>Abspieltempo in Zustellungen pro Sekunde ([ langsamer, ] schneller)</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Abspieltempo</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
</context>
<context>
    <name>atlas::StoreError</name>
    <message>
        <source>invalid field path &apos;%1&apos;: empty segment between dots</source>
        <translation>ungültiger Feldpfad &apos;%1&apos;: leeres Segment zwischen Punkten</translation>
    </message>
    <message>
        <source>deleteField() cannot be used inside an array</source>
        <translation>deleteField() kann nicht innerhalb eines Arrays verwendet werden</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; is stored as invalid JSON</source>
        <translation>Dokument &apos;%1&apos; ist als ungültiges JSON gespeichert</translation>
    </message>
    <message>
        <source>document &apos;%1&apos;: deleteField() can only be used with update() or set(..., merge)</source>
        <translation>Dokument &apos;%1&apos;: deleteField() kann nur mit update() oder set(..., merge) verwendet werden</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; already exists</source>
        <translation>Dokument &apos;%1&apos; existiert bereits</translation>
    </message>
    <message>
        <source>no document to update: &apos;%1&apos; does not exist</source>
        <translation>kein Dokument zum Aktualisieren: &apos;%1&apos; existiert nicht</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; must be a JSON object, got %2</source>
        <translation>Dokument &apos;%1&apos; muss ein JSON-Objekt sein, erhalten: %2</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; in &apos;%2&apos; is not valid JSON; the file was left untouched</source>
        <translation>Dokument &apos;%1&apos; in &apos;%2&apos; ist kein gültiges JSON; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; would be %2 bytes; a document may be at most 1 MiB (1,048,576 bytes)</source>
        <translation>Dokument &apos;%1&apos; wäre %2 Bytes groß; ein Dokument darf höchstens 1 MiB (1.048.576 Bytes) groß sein</translation>
    </message>
    <message>
        <source>read of &apos;%1&apos; after a write: a transaction must do all its reads before any write</source>
        <translation>Lesen von &apos;%1&apos; nach einem Schreibvorgang: Eine Transaktion muss alle Lesevorgänge vor jedem Schreibvorgang ausführen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>preparing a store statement failed</source>
        <translation>das Vorbereiten einer Speicheranweisung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not available; install libqt6sql6-sqlite</source>
        <translation>der SQLite-Treiber von Qt (QSQLITE) ist nicht verfügbar; installieren Sie libqt6sql6-sqlite</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an AtlasMart lab file (%2); it was left untouched</source>
        <translation>&apos;%1&apos; ist keine AtlasMart-Lab-Datei (%2); sie blieb unverändert</translation>
    </message>
    <message>
        <source>reading the schema version failed</source>
        <translation>das Lesen der Schemaversion ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading the file&apos;s tables failed</source>
        <translation>das Lesen der Tabellen der Datei ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an SQLite database but not an AtlasMart lab file; it was left untouched</source>
        <translation>&apos;%1&apos; ist eine SQLite-Datenbank, aber keine AtlasMart-Lab-Datei; sie blieb unverändert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was written by a newer AtlasMart Lab (schema version %2); this version reads schema versions up to %3. Update the lab to open it.</source>
        <translation>&apos;%1&apos; wurde von einem neueren AtlasMart Lab geschrieben (Schemaversion %2); diese Version liest Schemaversionen bis %3. Aktualisieren Sie das Lab, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>setting up the store failed</source>
        <translation>das Einrichten des Speichers ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading the stored documents failed</source>
        <translation>das Lesen der gespeicherten Dokumente ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>reading a document failed</source>
        <translation>das Lesen eines Dokuments ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>listing a collection failed</source>
        <translation>das Auflisten einer Sammlung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>switching the file to WAL mode failed</source>
        <translation>das Umschalten der Datei in den WAL-Modus ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>BEGIN failed</source>
        <translation>BEGIN ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>COMMIT failed</source>
        <translation>COMMIT ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>writing a document failed</source>
        <translation>das Schreiben eines Dokuments ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>deleting a document failed</source>
        <translation>das Löschen eines Dokuments ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&apos;%1...&apos; (%2 bytes)</source>
        <translation>&apos;%1...&apos; (%2 Bytes)</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>collection path</source>
        <translation>Sammlungspfad</translation>
    </message>
    <message>
        <source>collection segment</source>
        <translation>Sammlungssegment</translation>
    </message>
    <message>
        <source>document id</source>
        <translation>Dokument-ID</translation>
    </message>
    <message>
        <source>invalid %1 %2: %3</source>
        <translation>%1 %2 ist ungültig: %3</translation>
    </message>
    <message>
        <source>%1 is empty (paths may not contain &apos;//&apos; or start or end with &apos;/&apos;)</source>
        <translation>%1 ist leer (Pfade dürfen kein &apos;//&apos; enthalten und nicht mit &apos;/&apos; beginnen oder enden)</translation>
    </message>
    <message>
        <source>%1 may not be &apos;.&apos; or &apos;..&apos;</source>
        <translation>%1 darf nicht &apos;.&apos; oder &apos;..&apos; sein</translation>
    </message>
    <message>
        <source>%1 is %2 bytes; the limit is 1,500 bytes</source>
        <translation>%1 ist %2 Bytes groß; die Grenze liegt bei 1.500 Bytes</translation>
    </message>
    <message>
        <source>%1 %2 matches __.*__, which Firestore reserves</source>
        <translation>%1 %2 passt auf __.*__, das Firestore reserviert</translation>
    </message>
    <message>
        <source>the path is empty</source>
        <translation>der Pfad ist leer</translation>
    </message>
    <message>
        <source>a document path has an even number of segments (collection/id), found %1</source>
        <translation>ein Dokumentpfad hat eine gerade Anzahl von Segmenten (Sammlung/ID), gefunden: %1</translation>
    </message>
    <message>
        <source>ids may not contain &apos;/&apos; (percent-encode them)</source>
        <translation>IDs dürfen kein &apos;/&apos; enthalten (kodieren Sie sie mit Prozentkodierung)</translation>
    </message>
    <message>
        <source>a collection path has an odd number of segments, found %1</source>
        <translation>ein Sammlungspfad hat eine ungerade Anzahl von Segmenten, gefunden: %1</translation>
    </message>
    <message>
        <source>update of &apos;%1&apos; needs a non-empty map of fields</source>
        <translation>die Aktualisierung von &apos;%1&apos; braucht eine nicht leere Map von Feldern</translation>
    </message>
    <message>
        <source>the transaction was ABORTED %1 times because %2 kept changing under it; the transaction function gives up after %3 attempts</source>
        <translation>die Transaktion wurde %1-mal ABORTED, weil sich %2 währenddessen immer wieder änderte; die Transaktionsfunktion gibt nach %3 Versuchen auf</translation>
    </message>
</context>
<context>
    <name>atlas::StrategySection</name>
    <message>
        <source>Inbox in transaction (correct)</source>
        <translation>Inbox in der Transaktion (korrekt)</translation>
    </message>
    <message>
        <source>No dedup</source>
        <translation>Keine Deduplizierung</translation>
    </message>
    <message>
        <source>Marker before effect</source>
        <translation>Marker vor der Wirkung</translation>
    </message>
    <message>
        <source>Marker after effect</source>
        <translation>Marker nach der Wirkung</translation>
    </message>
    <message>
        <source>Event id only</source>
        <translation>Nur Ereignis-ID</translation>
    </message>
    <message>
        <source>Business key only</source>
        <translation>Nur fachlicher Schlüssel</translation>
    </message>
    <message>
        <source>Reads the inbox marker and the order, then writes the state change and the marker in ONE transaction, with a state guard. Duplicates, new envelopes and stale events all converge.</source>
        <translation>Liest den Inbox-Marker und die Bestellung und schreibt dann die Zustandsänderung und den Marker in EINER Transaktion, mit Zustandsprüfung. Duplikate, neue Umschläge und veraltete Ereignisse laufen alle auf dasselbe hinaus.</translation>
    </message>
    <message>
        <source>No marker, no guard: every delivery applies the effect again. Any duplicate breaks it.</source>
        <translation>Kein Marker, keine Prüfung: Jede Zustellung wendet die Wirkung erneut an. Jedes Duplikat bricht es.</translation>
    </message>
    <message>
        <source>Commits the marker first, the effect second: a crash in between loses the effect for good.</source>
        <translation>Bestätigt zuerst den Marker, dann die Wirkung: Ein Absturz dazwischen verliert die Wirkung für immer.</translation>
    </message>
    <message>
        <source>Commits the effect first, the marker second: a crash in between repeats the effect on redelivery.</source>
        <translation>Bestätigt zuerst die Wirkung, dann den Marker: Ein Absturz dazwischen wiederholt die Wirkung bei der erneuten Zustellung.</translation>
    </message>
    <message>
        <source>A marker keyed on source+id but no business guard: a new envelope (new id, same payment) repeats the effect.</source>
        <translation>Ein Marker mit Schlüssel source+id, aber ohne fachliche Prüfung: Ein neuer Umschlag (neue id, gleiche Zahlung) wiederholt die Wirkung.</translation>
    </message>
    <message>
        <source>Compares the payment key only: a stale or reordered event can move a finished order backwards.</source>
        <translation>Vergleicht nur den Zahlungsschlüssel: Ein veraltetes oder umsortiertes Ereignis kann eine fertige Bestellung zurückwerfen.</translation>
    </message>
    <message>
        <source>Handler strategy</source>
        <translation>Handler-Strategie</translation>
    </message>
    <message>
        <source>Firestore triggers deliver events at least once and in no guaranteed order; handlers must be idempotent. Pick how each handler tries to be.</source>
        <translation>Firestore-Trigger stellen Ereignisse mindestens einmal und in keiner garantierten Reihenfolge zu; Handler müssen idempotent sein. Wählen Sie, wie jeder Handler es versucht.</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(gemischt)</translation>
    </message>
    <message>
        <source>All event types</source>
        <translation>Alle Ereignistypen</translation>
    </message>
    <message>
        <source>Set the strategy of every event type at once</source>
        <translation>Die Strategie jedes Ereignistyps auf einmal setzen</translation>
    </message>
    <message>
        <source>%1
How the %2 handler guards against duplicates</source>
        <translation>%1
Wie sich der %2-Handler gegen Duplikate schützt</translation>
    </message>
</context>
<context>
    <name>atlas::SubscriptionSection</name>
    <message>
        <source>Subscription: retries and ack deadline</source>
        <translation>Abonnement: Wiederholungen und Ack-Frist</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Dead-letter topic</source>
        <translation>Dead-Letter-Topic</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>A failure drops the event; the platform still logs the invocation as handled. The Functions v2 API default unless deployed with --retry.</source>
        <translation>Ein Fehler verwirft das Ereignis; die Plattform protokolliert den Aufruf trotzdem als behandelt. Der Standard der Functions-v2-API, sofern nicht mit --retry bereitgestellt.</translation>
    </message>
    <message>
        <source>Bounded</source>
        <translation>Begrenzt</translation>
    </message>
    <message>
        <source>Exponential backoff between retries. With a dead-letter topic, the message goes there after the maximum delivery attempts; without one there is no attempt limit and it is retried until acked or its retention expires.</source>
        <translation>Exponentieller Backoff zwischen den Wiederholungen. Mit Dead-Letter-Topic geht die Nachricht nach den höchstens erlaubten Zustellversuchen dorthin; ohne gibt es keine Versuchsgrenze, und sie wird wiederholt, bis sie bestätigt ist oder ihre Aufbewahrungsfrist abläuft.</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Retry until message retention runs out, paying for every invocation of a poison event.</source>
        <translation>Wiederholen, bis die Aufbewahrungsfrist der Nachricht abläuft, und für jeden Aufruf eines Poison-Ereignisses bezahlen.</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Minimum backoff</source>
        <translation>Minimaler Backoff</translation>
    </message>
    <message>
        <source>Maximum backoff</source>
        <translation>Maximaler Backoff</translation>
    </message>
    <message>
        <source>Max delivery attempts</source>
        <translation>Max. Zustellversuche</translation>
    </message>
    <message>
        <source>Message retention</source>
        <translation>Aufbewahrung der Nachricht</translation>
    </message>
    <message>
        <source>Ack deadline</source>
        <translation>Ack-Frist</translation>
    </message>
    <message>
        <source>Whether a failed delivery is retried. Retries on or off depends on how the trigger was created: off through the Functions v2 API unless --retry, on for Eventarc triggers made with gcloud, Terraform or the console.</source>
        <translation>Ob eine gescheiterte Zustellung wiederholt wird. Ob Wiederholungen an oder aus sind, hängt davon ab, wie der Trigger angelegt wurde: aus über die Functions-v2-API ohne --retry, an für Eventarc-Trigger, die mit gcloud, Terraform oder der Konsole angelegt wurden.</translation>
    </message>
    <message>
        <source>With retries off there is no backoff</source>
        <translation>Ohne Wiederholungen gibt es keinen Backoff</translation>
    </message>
    <message>
        <source>Pub/Sub minimum backoff: 0–600 s, default 10 s. The delay after failed attempt n is min(minimum × 2^(n−1), maximum); best effort on the platform, exact here.</source>
        <translation>Minimaler Backoff von Pub/Sub: 0–600 s, Standard 10 s. Die Wartezeit nach dem gescheiterten Versuch n ist min(Minimum × 2^(n−1), Maximum); auf der Plattform nach bestem Bemühen, hier exakt.</translation>
    </message>
    <message>
        <source>Pub/Sub maximum backoff: 0–600 s, default 600 s, at least the minimum. Cloud Functions retry with exponential backoff between 10 s and 600 s.</source>
        <translation>Maximaler Backoff von Pub/Sub: 0–600 s, Standard 600 s, mindestens das Minimum. Cloud Functions wiederholen mit exponentiellem Backoff zwischen 10 s und 600 s.</translation>
    </message>
    <message>
        <source>Only a bounded policy has a dead-letter topic</source>
        <translation>Nur eine begrenzte Richtlinie hat ein Dead-Letter-Topic</translation>
    </message>
    <message>
        <source>Max delivery attempts belongs to the dead-letter topic: without one there is no attempt limit, and a message is retried until acked or its retention expires</source>
        <translation>Die maximalen Zustellversuche gehören zum Dead-Letter-Topic: Ohne eines gibt es keine Versuchsgrenze, und eine Nachricht wird wiederholt, bis sie bestätigt ist oder ihre Aufbewahrungsfrist abläuft</translation>
    </message>
    <message>
        <source>Dead-letter policy setting: 5–100 attempts, default 5. Attempts count the first delivery, every nack and every ack-deadline expiry.</source>
        <translation>Einstellung der Dead-Letter-Richtlinie: 5–100 Versuche, Standard 5. Versuche zählen die erste Zustellung, jedes Nack und jeden Ablauf der Ack-Frist.</translation>
    </message>
    <message>
        <source>Where a message goes after its maximum delivery attempts. Without one there is no attempt limit: it is retried until acked or its retention expires, then discarded. Dead lettering is best effort and can itself duplicate.</source>
        <translation>Wohin eine Nachricht nach ihren höchstens erlaubten Zustellversuchen geht. Ohne Topic gibt es keine Versuchsgrenze: Sie wird wiederholt, bis sie bestätigt ist oder ihre Aufbewahrungsfrist abläuft, und dann verworfen. Dead Lettering geschieht nach bestem Bemühen und kann selbst duplizieren.</translation>
    </message>
    <message>
        <source>Message retention: default 24 h (1,440 min), 10 min to 7 days. A message still unacked then is discarded; a dead-letter topic takes messages only at their maximum delivery attempts.</source>
        <translation>Aufbewahrung der Nachricht: Standard 24 h (1.440 min), 10 min bis 7 Tage. Eine dann noch unbestätigte Nachricht wird verworfen; ein Dead-Letter-Topic nimmt Nachrichten nur bei ihren höchstens erlaubten Zustellversuchen auf.</translation>
    </message>
    <message>
        <source>Pub/Sub: 10–600 s, default 10 s; for push it is also the request timeout. An unacked delivery is redelivered when it passes.</source>
        <translation>Pub/Sub: 10–600 s, Standard 10 s; bei Push ist sie auch das Zeitlimit der Anfrage. Eine unbestätigte Zustellung wird erneut zugestellt, wenn sie verstreicht.</translation>
    </message>
    <message>
        <source>Apply these settings (setRetryPolicy, setAckDeadline)</source>
        <translation>Diese Einstellungen übernehmen (setRetryPolicy, setAckDeadline)</translation>
    </message>
    <message>
        <source>Nothing to apply: the form shows the current settings</source>
        <translation>Nichts zu übernehmen: Das Formular zeigt die aktuellen Einstellungen</translation>
    </message>
    <message>
        <source>Show the current settings again, dropping these edits</source>
        <translation>Die aktuellen Einstellungen wieder zeigen und diese Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Nothing to revert</source>
        <translation>Nichts zu verwerfen</translation>
    </message>
</context>
<context>
    <name>atlas::WelcomeDialog</name>
    <message>
        <source>Welcome to the AtlasMart Idempotency Lab</source>
        <translation>Willkommen im AtlasMart Idempotency Lab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Delivery is at least once.&lt;/b&gt; Every event in this lab can arrive twice, late, out of order, or after a crash. Watch an order backend handle it, and see which handlers converge on the same result however often an event comes.&lt;/p&gt;&lt;p&gt;Where would you like to start?&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zustellung geschieht mindestens einmal.&lt;/b&gt; Jedes Ereignis in diesem Lab kann doppelt, verspätet, in falscher Reihenfolge oder nach einem Absturz ankommen. Sehen Sie zu, wie ein Bestell-Backend damit umgeht, und welche Handler zum selben Ergebnis kommen, wie oft ein Ereignis auch eintrifft.&lt;/p&gt;&lt;p&gt;Wo möchten Sie beginnen?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;1  Start Chapter 10</source>
        <translation>&amp;1  Kapitel 10 beginnen</translation>
    </message>
    <message>
        <source>Read the chapter step by step: each section plays a scenario in the lab and ends with a knowledge check.</source>
        <translation>Das Kapitel Schritt für Schritt lesen: Jeder Abschnitt spielt ein Szenario im Lab ab und endet mit einer Wissensprüfung.</translation>
    </message>
    <message>
        <source>&amp;2  Free play with a ready order</source>
        <translation>&amp;2  Freies Spiel mit einer bereiten Bestellung</translation>
    </message>
    <message>
        <source>An order waits for its payment. Publish, deliver, duplicate and crash events yourself, and watch the invariants.</source>
        <translation>Eine Bestellung wartet auf ihre Zahlung. Veröffentlichen, zustellen, duplizieren und stürzen Sie Ereignisse selbst ab, und beobachten Sie die Invarianten.</translation>
    </message>
    <message>
        <source>&amp;3  Open a session…</source>
        <translation>&amp;3  Eine Sitzung öffnen…</translation>
    </message>
    <message>
        <source>Go on with a session file you or your teacher saved.</source>
        <translation>Mit einer Sitzungsdatei weitermachen, die Sie oder Ihre Lehrkraft gespeichert haben.</translation>
    </message>
    <message>
        <source>Just show me the lab</source>
        <translation>Zeigen Sie mir einfach das Lab</translation>
    </message>
</context>
<context>
    <name>atlas::WhyInspector</name>
    <message>
        <source>Explain each new decision</source>
        <translation>Jede neue Entscheidung erklären</translation>
    </message>
    <message>
        <source>When on, every new handler decision is explained here as it happens</source>
        <translation>Wenn eingeschaltet, wird hier jede neue Handler-Entscheidung erklärt, sobald sie fällt</translation>
    </message>
    <message>
        <source>Choose an entry in the journal, or press &lt;b&gt;Step&lt;/b&gt;, to see why it happened: what the handler read, which branch it took, what it wrote and what it replied.</source>
        <translation>Wählen Sie einen Eintrag im Journal oder drücken Sie &lt;b&gt;Schritt&lt;/b&gt;, um zu sehen, warum er geschah: was der Handler gelesen hat, welchen Zweig er nahm, was er schrieb und was er antwortete.</translation>
    </message>
</context>
<context>
    <name>atlas::WhyText</name>
    <message>
        <source>Event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <source> · delivery %1</source>
        <translation> · Zustellung %1</translation>
    </message>
    <message>
        <source> · attempt %1</source>
        <translation> · Versuch %1</translation>
    </message>
    <message>
        <source>The simulated clock moved. Time moves only when a command moves it, so every run replays the same way.</source>
        <translation>Die simulierte Uhr ist vorgerückt. Die Zeit läuft nur, wenn ein Befehl sie vorstellt, daher spielt sich jeder Lauf gleich ab.</translation>
    </message>
    <message>
        <source>A command: %1. A click, a lesson step and the command line all run the same commands; stepping back replays all of them but the last.</source>
        <translation>Ein Befehl: %1. Ein Klick, ein Lektionsschritt und die Kommandozeile führen alle dieselben Befehle aus; „Schritt zurück“ spielt alle außer dem letzten erneut ab.</translation>
    </message>
    <message>
        <source>Strategy: %1.</source>
        <translation>Strategie: %1.</translation>
    </message>
    <message>
        <source>Injected fault: %1 (this attempt only).</source>
        <translation>Eingeschleuster Fehler: %1 (nur dieser Versuch).</translation>
    </message>
    <message>
        <source>Error: %1.</source>
        <translation>Fehler: %1.</translation>
    </message>
    <message>
        <source>Attempt #%1 ran from %2 to %3 (%4 concurrency).</source>
        <translation>Versuch #%1 lief von %2 bis %3 (Nebenläufigkeit %4).</translation>
    </message>
    <message>
        <source>It waited for attempt #%1&apos;s lock on %2 from %3 to %4, then read the committed state.</source>
        <translation>Er wartete auf die Sperre von Versuch #%1 auf %2 von %3 bis %4 und las dann den bestätigten Zustand.</translation>
    </message>
    <message>
        <source>%1 (by %2)</source>
        <translation>%1 (durch %2)</translation>
    </message>
    <message>
        <source>attempt #%1</source>
        <translation>Versuch #%1</translation>
    </message>
    <message>
        <source>a write outside the handlers</source>
        <translation>ein Schreibvorgang außerhalb der Handler</translation>
    </message>
    <message>
        <source>Its transaction&apos;s try %1 was &lt;b&gt;ABORTED&lt;/b&gt; at %2: %3 changed after it read.</source>
        <translation>Versuch %1 seiner Transaktion wurde um %2 &lt;b&gt;ABORTED&lt;/b&gt;: %3 änderte sich, nachdem sie gelesen hatte.</translation>
    </message>
    <message>
        <source>Transaction tries: %1 of at most 5.</source>
        <translation>Transaktionsversuche: %1 von höchstens 5.</translation>
    </message>
    <message>
        <source>It finished after its ack deadline: the channel had already redelivered the message and ignored this reply.</source>
        <translation>Er endete nach seiner Ack-Frist: Der Kanal hatte die Nachricht schon erneut zugestellt und ignorierte diese Antwort.</translation>
    </message>
    <message>
        <source>An attempt that takes time: its last transaction reads now and commits when the attempt finishes, so other deliveries can start alongside it (%1 concurrency).</source>
        <translation>Ein Versuch, der Zeit braucht: Seine letzte Transaktion liest jetzt und wird bestätigt, wenn der Versuch endet, sodass andere Zustellungen daneben beginnen können (Nebenläufigkeit %1).</translation>
    </message>
    <message>
        <source>Pessimistic concurrency: a read-write transaction locks what it reads, so this attempt waits for the lock before it reads.</source>
        <translation>Pessimistische Nebenläufigkeit: Eine Lese-Schreib-Transaktion sperrt, was sie liest, daher wartet dieser Versuch auf die Sperre, bevor er liest.</translation>
    </message>
    <message>
        <source>The lock is free: the waiting attempt reads the committed state now.</source>
        <translation>Die Sperre ist frei: Der wartende Versuch liest jetzt den bestätigten Zustand.</translation>
    </message>
    <message>
        <source>Something the transaction read changed before it could commit, so the commit was ABORTED. The transaction function runs again, at most 5 tries in all.</source>
        <translation>Etwas, das die Transaktion gelesen hatte, änderte sich vor ihrem Commit, daher wurde der Commit ABORTED. Die Transaktionsfunktion läuft erneut, insgesamt höchstens 5 Versuche.</translation>
    </message>
    <message>
        <source>Looked up inbox marker %1 → it &lt;b&gt;existed&lt;/b&gt;: this source+id was processed before.</source>
        <translation>Inbox-Marker %1 nachgeschlagen → er &lt;b&gt;existierte&lt;/b&gt;: Diese source+id wurde schon verarbeitet.</translation>
    </message>
    <message>
        <source>Looked up inbox marker %1 → it did &lt;b&gt;not&lt;/b&gt; exist: the first time this source+id is seen.</source>
        <translation>Inbox-Marker %1 nachgeschlagen → er existierte &lt;b&gt;nicht&lt;/b&gt;: Diese source+id wird zum ersten Mal gesehen.</translation>
    </message>
    <message>
        <source>No inbox marker consulted: strategy %1 keeps none.</source>
        <translation>Kein Inbox-Marker befragt: Die Strategie %1 führt keinen.</translation>
    </message>
    <message>
        <source>Did not read the inbox marker %1: the handler stopped before it.</source>
        <translation>Den Inbox-Marker %1 nicht gelesen: Der Handler hörte vorher auf.</translation>
    </message>
    <message>
        <source>Did not read %1.</source>
        <translation>%1 nicht gelesen.</translation>
    </message>
    <message>
        <source>Read %1 → it does not exist (yet).</source>
        <translation>%1 gelesen → existiert (noch) nicht.</translation>
    </message>
    <message>
        <source>Read %1 → state %2.</source>
        <translation>%1 gelesen → Zustand %2.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Looked up business key %1 in %2 → nobody holds it yet.</source>
        <translation>Fachlichen Schlüssel %1 in %2 nachgeschlagen → noch niemand hält ihn.</translation>
    </message>
    <message>
        <source>Looked up business key %1 in %2 → held by order %3.</source>
        <translation>Fachlichen Schlüssel %1 in %2 nachgeschlagen → gehalten von Bestellung %3.</translation>
    </message>
    <message>
        <source>Checked the order&apos;s state against the event</source>
        <translation>Den Zustand der Bestellung mit dem Ereignis abgeglichen</translation>
    </message>
    <message>
        <source>Compared business key %1 with the order</source>
        <translation>Den fachlichen Schlüssel %1 mit der Bestellung verglichen</translation>
    </message>
    <message>
        <source>%1 → &lt;b&gt;already applied&lt;/b&gt;: the order already shows this outcome.</source>
        <translation>%1 → &lt;b&gt;bereits angewandt&lt;/b&gt;: Die Bestellung zeigt dieses Ergebnis schon.</translation>
    </message>
    <message>
        <source>%1 → not applied yet: this outcome is new for the order.</source>
        <translation>%1 → noch nicht angewandt: Dieses Ergebnis ist für die Bestellung neu.</translation>
    </message>
    <message>
        <source>%1 held %2, this event %3</source>
        <translation>%1 hielt %2, dieses Ereignis %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key conflict&lt;/b&gt;: %1 first used it for another payload (%2). A key reused with a different payload is refused as BUSINESS_KEY_CONFLICT (permanent), as Stripe and Powertools with payload validation refuse it: neither a duplicate nor a new payment.</source>
        <translation>&lt;b&gt;Schlüsselkonflikt&lt;/b&gt;: %1 benutzte ihn zuerst für einen anderen Inhalt (%2). Ein Schlüssel, der mit anderem Inhalt wiederverwendet wird, wird als BUSINESS_KEY_CONFLICT (dauerhaft) abgelehnt, so wie Stripe und Powertools mit Inhaltsprüfung ihn ablehnen: weder ein Duplikat noch eine neue Zahlung.</translation>
    </message>
    <message>
        <source>another event</source>
        <translation>ein anderes Ereignis</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <source>Branch: %1 — the order already carries this business key, so nothing was written.</source>
        <translation>Zweig: %1 — die Bestellung trägt diesen fachlichen Schlüssel schon, daher wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Branch: %1 — a marker for this source+id exists, so nothing was written.</source>
        <translation>Zweig: %1 — ein Marker für diese source+id existiert, daher wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Branch: %1 — the payment completes the order: a new state, a receipt email in the outbox and the total added to a revenue shard.</source>
        <translation>Zweig: %1 — die Zahlung schließt die Bestellung ab: ein neuer Zustand, eine Quittungs-E-Mail im Postausgang und der Betrag in einem Umsatz-Shard addiert.</translation>
    </message>
    <message>
        <source>Branch: %1 — the order did not exist, so this event created it.</source>
        <translation>Zweig: %1 — die Bestellung existierte nicht, also hat dieses Ereignis sie angelegt.</translation>
    </message>
    <message>
        <source>Branch: %1 — the order moved to its next state.</source>
        <translation>Zweig: %1 — die Bestellung ging in ihren nächsten Zustand über.</translation>
    </message>
    <message>
        <source>Branch: %1 — the order is already COMPLETED, so the state guard changes nothing.</source>
        <translation>Zweig: %1 — die Bestellung ist schon COMPLETED, daher ändert die Zustandsprüfung nichts.</translation>
    </message>
    <message>
        <source>Branch: %1 — the order exists already, so creating it again changes nothing.</source>
        <translation>Zweig: %1 — die Bestellung existiert schon, sie erneut anzulegen ändert also nichts.</translation>
    </message>
    <message>
        <source>Branch: %1 — the marker was committed first; the effect was to follow in a separate commit.</source>
        <translation>Zweig: %1 — der Marker wurde zuerst bestätigt; die Wirkung sollte in einem getrennten Commit folgen.</translation>
    </message>
    <message>
        <source>Branch: %1 — a retryable failure: the handler fails so the channel tries again later.</source>
        <translation>Zweig: %1 — ein wiederholbarer Fehler: Der Handler scheitert, damit der Kanal es später erneut versucht.</translation>
    </message>
    <message>
        <source>Branch: %1 — a permanent failure: retrying cannot help, so the event is parked in workflowDeadLetters for an operator, and acked.</source>
        <translation>Zweig: %1 — ein dauerhafter Fehler: Wiederholen hilft nicht, daher wird das Ereignis in workflowDeadLetters für den Betrieb zurückgestellt und bestätigt.</translation>
    </message>
    <message>
        <source>Branch: %1 before commit — the process died inside the transaction, so it rolled back. It was heading for “%2”.</source>
        <translation>Zweig: %1 vor dem Commit — der Prozess starb innerhalb der Transaktion, daher wurde sie zurückgerollt. Er war unterwegs zu „%2“.</translation>
    </message>
    <message>
        <source>Branch: %1 between writes — the process died after the first commit and before the second: half the work is stored. It was heading for “%2”.</source>
        <translation>Zweig: %1 zwischen den Schreibvorgängen — der Prozess starb nach dem ersten Commit und vor dem zweiten: Die halbe Arbeit ist gespeichert. Er war unterwegs zu „%2“.</translation>
    </message>
    <message>
        <source>Branch: %1 after commit — the work is stored, but the process died before replying, so the channel never hears of it.</source>
        <translation>Zweig: %1 nach dem Commit — die Arbeit ist gespeichert, aber der Prozess starb vor der Antwort, daher erfährt der Kanal nie davon.</translation>
    </message>
    <message>
        <source>Branch: %1.</source>
        <translation>Zweig: %1.</translation>
    </message>
    <message>
        <source>Wrote nothing: the transaction rolled back, so no partial state exists.</source>
        <translation>Nichts geschrieben: Die Transaktion wurde zurückgerollt, daher gibt es keinen Teilzustand.</translation>
    </message>
    <message>
        <source>Wrote nothing.</source>
        <translation>Nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Wrote: %1 — in one transaction.</source>
        <translation>Geschrieben: %1 — in einer Transaktion.</translation>
    </message>
    <message>
        <source>commit %1: %2</source>
        <translation>Commit %1: %2</translation>
    </message>
    <message>
        <source>in two separate commits</source>
        <translation>in zwei getrennten Commits</translation>
    </message>
    <message>
        <source>in %1 separate commits</source>
        <translation>in %1 getrennten Commits</translation>
    </message>
    <message>
        <source>Wrote: %1 — %2. %3</source>
        <translation>Geschrieben: %1 — %2. %3</translation>
    </message>
    <message>
        <source>Separate commits are the wrong-strategy hazard: a crash or a duplicate between them sees half the work.</source>
        <translation>Getrennte Commits sind die Gefahr der falschen Strategien: Ein Absturz oder ein Duplikat dazwischen sieht die halbe Arbeit.</translation>
    </message>
    <message>
        <source>Reply: %1 → the channel marks the delivery done.</source>
        <translation>Antwort: %1 → der Kanal markiert die Zustellung als erledigt.</translation>
    </message>
    <message>
        <source>ack</source>
        <translation>Ack</translation>
    </message>
    <message>
        <source>Reply: %1 → the channel retries after a backoff (with retries off, it drops the event).</source>
        <translation>Antwort: %1 → der Kanal wiederholt nach einem Backoff (ohne Wiederholungen verwirft er das Ereignis).</translation>
    </message>
    <message>
        <source>nack</source>
        <translation>Nack</translation>
    </message>
    <message>
        <source>Reply: %1 → the channel hears nothing and redelivers after the ack deadline: a duplicate is on its way.</source>
        <translation>Antwort: %1 → der Kanal hört nichts und stellt nach der Ack-Frist erneut zu: Ein Duplikat ist unterwegs.</translation>
    </message>
    <message>
        <source>no ack</source>
        <translation>kein Ack</translation>
    </message>
    <message>
        <source>Then the channel: %1 — %2</source>
        <translation>Danach der Kanal: %1 — %2</translation>
    </message>
    <message>
        <source>its due time</source>
        <translation>sein Fälligkeitszeitpunkt</translation>
    </message>
    <message>
        <source>The producer published this event; the channel queued its first delivery, due %1.</source>
        <translation>Der Produzent hat dieses Ereignis veröffentlicht; der Kanal hat seine erste Zustellung eingereiht, fällig %1.</translation>
    </message>
    <message>
        <source>The channel queued another delivery of the same message. At-least-once delivery means this can happen at any time: the handler must recognise it as a duplicate.</source>
        <translation>Der Kanal hat eine weitere Zustellung derselben Nachricht eingereiht. At-least-once-Zustellung bedeutet, dass das jederzeit geschehen kann: Der Handler muss es als Duplikat erkennen.</translation>
    </message>
    <message>
        <source>A delivery moved ahead of another: the platform does not promise any order.</source>
        <translation>Eine Zustellung wurde vor eine andere gezogen: Die Plattform verspricht keine Reihenfolge.</translation>
    </message>
    <message>
        <source>A fault was injected into this delivery; it applies to this attempt only.</source>
        <translation>In diese Zustellung wurde ein Fehler eingeschleust; er gilt nur für diesen Versuch.</translation>
    </message>
    <message>
        <source>The channel handed the event to the handler.</source>
        <translation>Der Kanal hat das Ereignis dem Handler übergeben.</translation>
    </message>
    <message>
        <source>The handler acknowledged: the channel considers this message done.</source>
        <translation>Der Handler hat bestätigt: Der Kanal betrachtet diese Nachricht als erledigt.</translation>
    </message>
    <message>
        <source>The acknowledgement never reached the channel. From its side nothing happened, so it will deliver the event again after the ack deadline.</source>
        <translation>Die Bestätigung hat den Kanal nie erreicht. Aus seiner Sicht ist nichts geschehen, daher stellt er das Ereignis nach der Ack-Frist erneut zu.</translation>
    </message>
    <message>
        <source>The handler failed, but the message was already settled: nothing is retried.</source>
        <translation>Der Handler ist gescheitert, aber die Nachricht war schon erledigt: Nichts wird wiederholt.</translation>
    </message>
    <message>
        <source>The handler failed; the channel scheduled a retry at %1 (exponential backoff). The retry carries the same source+id.</source>
        <translation>Der Handler ist gescheitert; der Kanal hat eine Wiederholung für %1 geplant (exponentieller Backoff). Die Wiederholung trägt dieselbe source+id.</translation>
    </message>
    <message>
        <source>No ack arrived in time; the channel redelivers at %1. The redelivery carries the same source+id: a duplicate for the handler.</source>
        <translation>Kein Ack kam rechtzeitig; der Kanal stellt um %1 erneut zu. Die erneute Zustellung trägt dieselbe source+id: für den Handler ein Duplikat.</translation>
    </message>
    <message>
        <source>The channel gave up on this event and moved it to the dead-letter topic. It is not lost: an operator can redrive it.</source>
        <translation>Der Kanal hat dieses Ereignis aufgegeben und ins Dead-Letter-Topic verschoben. Es ist nicht verloren: Der Betrieb kann es erneut einspielen.</translation>
    </message>
    <message>
        <source>Retries are off: the platform reports success and the event is gone. Nothing will deliver it again.</source>
        <translation>Wiederholungen sind aus: Die Plattform meldet Erfolg, und das Ereignis ist weg. Nichts wird es erneut zustellen.</translation>
    </message>
    <message>
        <source>The message outlived its retention without an ack: it is discarded, lost. A dead-letter topic would not have caught it: the topic takes a message only at its maximum delivery attempts.</source>
        <translation>Die Nachricht hat ihre Aufbewahrungsfrist ohne Ack überdauert: Sie wird verworfen, verloren. Ein Dead-Letter-Topic hätte sie nicht aufgefangen: Das Topic nimmt eine Nachricht nur bei ihren höchstens erlaubten Zustellversuchen auf.</translation>
    </message>
    <message>
        <source>An operator redrove the event from the dead-letter topic: the same source+id, with attempts counted from 1 again.</source>
        <translation>Jemand aus dem Betrieb hat das Ereignis aus dem Dead-Letter-Topic erneut eingespielt: dieselbe source+id, die Versuche wieder ab 1 gezählt.</translation>
    </message>
    <message>
        <source>The redrive was not done: this dead letter has been redriven as often as the lab&apos;s redrive limit allows and came back each time. It stays in the topic, held, until its cause is fixed or the limit is raised.</source>
        <translation>Der Redrive wurde nicht ausgeführt: Dieser Dead Letter wurde so oft erneut eingespielt, wie das Redrive-Limit des Labs erlaubt, und kam jedes Mal zurück. Er bleibt festgehalten im Topic, bis seine Ursache behoben oder das Limit erhöht ist.</translation>
    </message>
    <message>
        <source>A dry run: the journal says what a redrive would redeliver and what it would hold. Nothing else changed.</source>
        <translation>Ein Probelauf: Das Journal sagt, was ein Redrive erneut zustellen und was er festhalten würde. Sonst hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>From now on the handler throws on this event on every attempt, before writing anything. The application does not know the error as permanent, so it does not park the event: every attempt fails and the retry policy decides what happens.</source>
        <translation>Von jetzt an wirft der Handler bei jedem Versuch auf dieses Ereignis, bevor er etwas schreibt. Die Anwendung kennt den Fehler nicht als dauerhaft, daher stellt sie das Ereignis nicht zurück: Jeder Versuch scheitert, und die Wiederholungsrichtlinie entscheidet, was geschieht.</translation>
    </message>
    <message>
        <source>The handler is fixed for this event: its next attempt runs normally.</source>
        <translation>Der Handler ist für dieses Ereignis repariert: Sein nächster Versuch läuft normal.</translation>
    </message>
    <message>
        <source>The consumer went offline: every push fails with UNAVAILABLE and no handler runs. Each failed push is a delivery attempt, retried by the policy.</source>
        <translation>Der Consumer ging offline: Jeder Push scheitert mit UNAVAILABLE, und kein Handler läuft. Jeder gescheiterte Push ist ein Zustellversuch, den die Richtlinie wiederholt.</translation>
    </message>
    <message>
        <source>The consumer is reachable again: waiting retries reach the handler.</source>
        <translation>Der Consumer ist wieder erreichbar: Wartende Wiederholungen erreichen den Handler.</translation>
    </message>
    <message>
        <source>This push did not reach the consumer, which is offline. The handler did not run; the channel treats it as a failed attempt.</source>
        <translation>Dieser Push hat den Consumer nicht erreicht, der offline ist. Der Handler lief nicht; der Kanal behandelt es als gescheiterten Versuch.</translation>
    </message>
    <message>
        <source>The retry policy changed; it applies to the next failure.</source>
        <translation>Die Wiederholungsrichtlinie hat sich geändert; sie gilt ab dem nächsten Fehler.</translation>
    </message>
    <message>
        <source>Nothing to deliver: the queue is empty.</source>
        <translation>Nichts zuzustellen: Die Warteschlange ist leer.</translation>
    </message>
    <message>
        <source>the record</source>
        <translation>der Datensatz</translation>
    </message>
    <message>
        <source>The outbox relay claimed %1 (PROCESSING, under a lease) to send its email.</source>
        <translation>Das Outbox-Relay hat %1 übernommen (PROCESSING, unter einem Lease), um seine E-Mail zu senden.</translation>
    </message>
    <message>
        <source>The email provider sent a new email for %1.</source>
        <translation>Der E-Mail-Anbieter hat eine neue E-Mail für %1 gesendet.</translation>
    </message>
    <message>
        <source>The provider recognised the idempotency key of %1 and sent nothing new: the key made the retry safe.</source>
        <translation>Der Anbieter hat den Idempotenzschlüssel von %1 erkannt und nichts Neues gesendet: Der Schlüssel hat die Wiederholung sicher gemacht.</translation>
    </message>
    <message>
        <source>The relay marked %1 SENT: this record is done.</source>
        <translation>Das Relay hat %1 als SENT markiert: Dieser Datensatz ist erledigt.</translation>
    </message>
    <message>
        <source>The send for %1 returned an error, which may still hide an email that was sent.</source>
        <translation>Der Versand für %1 lieferte einen Fehler, hinter dem sich trotzdem eine gesendete E-Mail verbergen kann.</translation>
    </message>
    <message>
        <source>%1 went back to READY with a backoff; the relay will try again.</source>
        <translation>%1 ging mit einem Backoff zurück auf READY; das Relay versucht es erneut.</translation>
    </message>
    <message>
        <source>Attempts are exhausted: %1 is FAILED and needs a person.</source>
        <translation>Die Versuche sind erschöpft: %1 ist FAILED und braucht einen Menschen.</translation>
    </message>
    <message>
        <source>The relay process died while handling %1. Whatever it sent but did not mark will be sent again, unless the provider deduplicates it.</source>
        <translation>Der Relay-Prozess starb, während er %1 bearbeitete. Was er gesendet, aber nicht markiert hat, wird erneut gesendet, es sei denn, der Anbieter dedupliziert es.</translation>
    </message>
    <message>
        <source>A slow answer for %1 arrived after the lease was lost: nothing was written, because another pass owns the record now.</source>
        <translation>Eine langsame Antwort für %1 kam, nachdem der Lease verloren war: Nichts wurde geschrieben, weil jetzt ein anderer Durchlauf den Datensatz besitzt.</translation>
    </message>
    <message>
        <source>The outbox relay worked on %1.</source>
        <translation>Das Outbox-Relay hat %1 bearbeitet.</translation>
    </message>
    <message>
        <source>email %1</source>
        <translation>E-Mail %1</translation>
    </message>
    <message>
        <source>order %1</source>
        <translation>Bestellung %1</translation>
    </message>
    <message>
        <source>Related: %1.</source>
        <translation>Verwandt: %1.</translation>
    </message>
    <message>
        <source>An operator replayed the parked event through the handler:</source>
        <translation>Jemand aus dem Betrieb hat das zurückgestellte Ereignis erneut durch den Handler geschickt:</translation>
    </message>
    <message>
        <source>An operator resolved the parked event without replaying it; the record stays as evidence.</source>
        <translation>Jemand aus dem Betrieb hat das zurückgestellte Ereignis erledigt, ohne es erneut abzuspielen; der Datensatz bleibt als Beleg.</translation>
    </message>
    <message>
        <source>An operator discarded the parked event; the record is kept, marked DISCARDED.</source>
        <translation>Jemand aus dem Betrieb hat das zurückgestellte Ereignis verworfen; der Datensatz bleibt, als DISCARDED markiert.</translation>
    </message>
</context>
<context>
    <name>atlas::Workflow</name>
    <message>
        <source>parked record &apos;%1&apos; does not hold a readable event: %2</source>
        <translation>der zurückgestellte Eintrag &apos;%1&apos; enthält kein lesbares Ereignis: %2</translation>
    </message>
    <message>
        <source>no parked event &apos;%1&apos; in %2</source>
        <translation>kein zurückgestelltes Ereignis &apos;%1&apos; in %2</translation>
    </message>
    <message>
        <source>parked event &apos;%1&apos; is %2, not NEEDS_REVIEW: an operator has already settled it</source>
        <translation>das zurückgestellte Ereignis &apos;%1&apos; ist %2, nicht NEEDS_REVIEW: Der Betrieb hat es schon erledigt</translation>
    </message>
    <message>
        <source>parked event &apos;%1&apos; is in no state, not NEEDS_REVIEW: an operator has already settled it</source>
        <translation>das zurückgestellte Ereignis &apos;%1&apos; hat keinen Zustand, nicht NEEDS_REVIEW: Der Betrieb hat es schon erledigt</translation>
    </message>
    <message>
        <source>no handler for event type &apos;%1&apos;: strategies apply to ORDER_CREATED, ORDER_RESERVED, PAYMENT_REQUESTED, PAYMENT_SUCCEEDED, PAYMENT_FAILED and ORDER_CANCELLED</source>
        <translation>kein Handler für den Ereignistyp &apos;%1&apos;: Strategien gelten für ORDER_CREATED, ORDER_RESERVED, PAYMENT_REQUESTED, PAYMENT_SUCCEEDED, PAYMENT_FAILED und ORDER_CANCELLED</translation>
    </message>
    <message>
        <source>was a duplicate: nothing written (order %1 is %2)</source>
        <translation>war ein Duplikat: nichts geschrieben (Bestellung %1 ist %2)</translation>
    </message>
    <message>
        <source>was a duplicate: nothing written (order %1 does not exist)</source>
        <translation>war ein Duplikat: nichts geschrieben (Bestellung %1 existiert nicht)</translation>
    </message>
    <message>
        <source>was a duplicate: nothing written (its inbox marker records order %1 as %2; the order itself was not read)</source>
        <translation>war ein Duplikat: nichts geschrieben (sein Inbox-Marker verzeichnet Bestellung %1 als %2; die Bestellung selbst wurde nicht gelesen)</translation>
    </message>
    <message>
        <source>repeated a payment already applied: only the inbox marker was written (order %1 stays COMPLETED)</source>
        <translation>wiederholte eine bereits angewendete Zahlung: nur der Inbox-Marker wurde geschrieben (Bestellung %1 bleibt COMPLETED)</translation>
    </message>
    <message>
        <source>found order %1 already created: only the inbox marker was written</source>
        <translation>fand Bestellung %1 bereits angelegt vor: nur der Inbox-Marker wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 order %2</source>
        <translation>%1: Bestellung %2</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>was a duplicate: its inbox marker exists, nothing written (the saga of order %1 was left %2)</source>
        <translation>war ein Duplikat: sein Inbox-Marker existiert, nichts geschrieben (die Saga von Bestellung %1 blieb %2)</translation>
    </message>
    <message>
        <source>was stale: %1, so only the inbox marker was written (the saga of order %2 stays %3)</source>
        <translation>war veraltet: %1, daher wurde nur der Inbox-Marker geschrieben (die Saga von Bestellung %2 bleibt %3)</translation>
    </message>
    <message>
        <source>%1 the saga of order %2 (%3 -&gt; %4): %5</source>
        <translation>%1: die Saga von Bestellung %2 (%3 -&gt; %4): %5</translation>
    </message>
    <message>
        <source>; issued %1</source>
        <translation>; %1 ausgelöst</translation>
    </message>
    <message>
        <source>%1 %2 crashed after its final commit: the writes are durable but no ack was sent, so it will be redelivered after the ack deadline.</source>
        <translation>%1 %2 stürzte nach seinem letzten Commit ab: Die Schreibvorgänge sind dauerhaft, aber es wurde kein Ack gesendet, daher wird es nach der Ack-Frist erneut zugestellt.</translation>
    </message>
    <message>
        <source>%1 %2 crashed between its two commits: the first is durable, the second never happened; the attempt counts as failed.</source>
        <translation>%1 %2 stürzte zwischen seinen zwei Commits ab: Der erste ist dauerhaft, der zweite fand nie statt; der Versuch gilt als fehlgeschlagen.</translation>
    </message>
    <message>
        <source>%1 %2 crashed before its final commit: that transaction rolled back and the attempt counts as failed.</source>
        <translation>%1 %2 stürzte vor seinem letzten Commit ab: Diese Transaktion wurde zurückgerollt, und der Versuch gilt als fehlgeschlagen.</translation>
    </message>
    <message>
        <source>%1 %2 was rejected with %3 (permanent): parked in %4 for review and acked.</source>
        <translation>%1 %2 wurde mit %3 abgewiesen (dauerhaft): zur Prüfung in %4 zurückgestellt und bestätigt (Ack).</translation>
    </message>
    <message>
        <source>%1 %2 was rejected with %3 (permanent): parked in %4 for review; the ack was lost.</source>
        <translation>%1 %2 wurde mit %3 abgewiesen (dauerhaft): zur Prüfung in %4 zurückgestellt; das Ack ging verloren.</translation>
    </message>
    <message>
        <source>%1 %2 failed with %3 (retryable): nacked so the channel retries.</source>
        <translation>%1 %2 schlug mit %3 fehl (wiederholbar): Nack gesendet, damit der Kanal wiederholt.</translation>
    </message>
    <message>
        <source>was recorded in %1</source>
        <translation>wurde in %1 verzeichnet</translation>
    </message>
    <message>
        <source>was a duplicate: its inbox marker exists, nothing written</source>
        <translation>war ein Duplikat: sein Inbox-Marker existiert, nichts geschrieben</translation>
    </message>
    <message>
        <source>%1 %2 %3; acked.</source>
        <translation>%1 %2 %3; bestätigt (Ack).</translation>
    </message>
    <message>
        <source>%1 %2 %3; the ack was lost, so it will be redelivered after the ack deadline.</source>
        <translation>%1 %2 %3; das Ack ging verloren, daher wird es nach der Ack-Frist erneut zugestellt.</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Erneute Ausführung: %1</translation>
    </message>
</context>
<context>
    <name>atlas::WorldSection</name>
    <message>
        <source>World</source>
        <translation>Welt</translation>
    </message>
    <message>
        <source>Reset with this seed…</source>
        <translation>Mit diesem Seed zurücksetzen…</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Reset the lab</source>
        <translation>Das Lab zurücksetzen</translation>
    </message>
    <message>
        <source>Start a new, empty world with seed %1?</source>
        <translation>Eine neue, leere Welt mit Seed %1 beginnen?</translation>
    </message>
    <message numerus="yes">
        <source>This run (%n command(s)) is discarded; step back cannot undo a reset.</source>
        <translation>
            <numerusform>Dieser Lauf (%n Befehl) wird verworfen; „Schritt zurück“ kann ein Zurücksetzen nicht rückgängig machen.</numerusform>
            <numerusform>Dieser Lauf (%n Befehle) wird verworfen; „Schritt zurück“ kann ein Zurücksetzen nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything random (chaos runs, the order of faults) comes from one generator seeded with this: the same seed and the same clicks give the same run, byte for byte</source>
        <translation>Alles Zufällige (Chaosläufe, die Reihenfolge der Fehler) kommt aus einem Generator mit diesem Seed: Gleicher Seed und gleiche Klicks ergeben denselben Lauf, Byte für Byte</translation>
    </message>
    <message>
        <source>Discard this run and start an empty world with the seed</source>
        <translation>Diesen Lauf verwerfen und eine leere Welt mit dem Seed beginnen</translation>
    </message>
</context>
<context>
    <name>atlas::main</name>
    <message>
        <source>Try &apos;atlasmart-lab --help&apos;.</source>
        <translation>Versuchen Sie „atlasmart-lab --help“.</translation>
    </message>
    <message>
        <source>atlasmart-lab: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open.
  Run headless:      atlasmart-lab --headless --chaos --seed 1 --events 1000
  Play a lesson:     atlasmart-lab --headless --lesson FILE
  Render offscreen:  atlasmart-lab --screenshot lab.png
  Virtual display:   xvfb-run -a atlasmart-lab
</source>
        <translation>atlasmart-lab: keine Anzeige gefunden (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt), daher kann sich das Fenster nicht öffnen.
  Ohne Fenster:         atlasmart-lab --headless --chaos --seed 1 --events 1000
  Lektion abspielen:    atlasmart-lab --headless --lesson FILE
  Offscreen rendern:    atlasmart-lab --screenshot lab.png
  Virtuelle Anzeige:    xvfb-run -a atlasmart-lab
</translation>
    </message>
</context>
</TS>
