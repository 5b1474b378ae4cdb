<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>O programie ScoreCheck</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>Sprawdza formularze zapisu partii szachowych tak, jak robi to sędzia.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck jest wolnym oprogramowaniem: można go rozpowszechniać i/lub modyfikować na warunkach Powszechnej Licencji Publicznej GNU (GNU General Public License) w wersji 3 lub (według uznania) dowolnej późniejszej. Program jest dostarczany bez jakiejkolwiek gwarancji.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>Zbudowano z Qt %1; działa z Qt %2 (GNU Lesser General Public License, wersja 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>Obowiązują Przepisy gry FIDE (2023). Przykładowy formularz zawiera partię wzorcową z ich Aneksu C. Obrazy bierek i ikonę narysowano dla ScoreCheck. Testy korzystają z partii i pozycji zebranych z python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) oraz zbioru danych HCS (odręcznie wypełnione formularze); plik third-party.md, instalowany z dokumentacją, podaje każde źródło i jego licencję.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>Posunięcia, które pasują równie dobrze</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>Wstaw wybrane posunięcie i popraw resztę partii po nim</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>&amp;Wybierz to posunięcie</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>Najpierw posunięcie, którym partia toczy się dalej, potem inne, które pasują równie dobrze, najlepsze najpierw; szachownica pokazuje zaznaczone, a Enter je wstawia.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>Nie wykazano, że ruchy oznaczone „niewykluczone” pasują: sprawdzanie zatrzymało się, zanim mogło je wykluczyć.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>rozpoczęciu partii</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>Trzykrotne powtórzenie pozycji po %1: ta sama pozycja wystąpiła po %2. Można reklamować remis (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>Pięciokrotne powtórzenie pozycji po %1: partia kończy się remisem (9.6.1). Pozycja wystąpiła po %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>Pięćdziesiąt posunięć bez bicia i bez ruchu pionem po %1: można reklamować remis (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>Siedemdziesiąt pięć posunięć bez bicia i bez ruchu pionem po %1: partia kończy się remisem (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>Mat po %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>Pat po %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>Martwa pozycja po %1: żadna ze stron nie może dać mata (5.2.2).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>Martwa pozycja po %1: piony nie mogą się już poruszać i zamykają figury, więc żadna ze stron nie może dać mata (5.2.2).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>%1 mogą teraz reklamować remis: pozycja po %2 wystąpiła już %n raz (9.2.2).</numerusform>
            <numerusform>%1 mogą teraz reklamować remis: pozycja po %2 wystąpiła już %n razy (9.2.2).</numerusform>
            <numerusform>%1 mogą teraz reklamować remis: pozycja po %2 wystąpiła już %n razy (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>%1 mogą teraz reklamować remis: każdy z zawodników wykonał 50 posunięć bez bicia i bez ruchu pionem (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>%1 mogą reklamować remis, zapisując jedno z tych posunięć i zgłaszając zamiar jego wykonania: pozycja, do której prowadzi, wystąpiłaby po raz trzeci (9.2.1): %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>%1 mogą reklamować remis, zapisując posunięcie, które nie jest biciem ani ruchem pionem, i zgłaszając zamiar jego wykonania: dopełnia ono 50 posunięć każdego z zawodników (9.3.1).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>Zakończone posunięcia: Białe %1, Czarne %2.</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Sprawdzono każdy wpis.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Zweryfikowano tylko do posunięcia %1: formularz sięga posunięcia %2, reszta niesprawdzona.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>Nic do zgłoszenia: formularz nie zawiera jeszcze posunięć.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Oferta remisowa Białych przy posunięciu %1, cofniętym jako nieprawidłowe (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Oferta remisowa Czarnych przy posunięciu %1, cofniętym jako nieprawidłowe (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>Oferta remisowa Białych przy posunięciu %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>Oferta remisowa Czarnych przy posunięciu %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>Partia zakończyła się sama po %1; %n wpis zapisany później nie jest brany pod uwagę.</numerusform>
            <numerusform>Partia zakończyła się sama po %1; %n wpisy zapisane później nie są brane pod uwagę.</numerusform>
            <numerusform>Partia zakończyła się sama po %1; %n wpisów zapisanych później nie jest branych pod uwagę.</numerusform>
        </translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>Wynik zapisany: %1. Na szachownicy: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nierozstrzygnięty</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>Oferta remisowa Białych przy posunięciu %1, zapis, którego odtwarzanie nie wykonało: niesprawdzona.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>Oferta remisowa Czarnych przy posunięciu %1, zapis, którego odtwarzanie nie wykonało: niesprawdzona.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>Zmian w tym formularzu nie można bezpiecznie przechować w %1: %2. Ponowna próba co sekundę; zapisz formularz, aby go zachować.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>Biały pion na %1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>Biały skoczek na %1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>Biały goniec na %1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>Biała wieża na %1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>Biały hetman na %1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>Biały król na %1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>Czarny pion na %1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>Czarny skoczek na %1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>Czarny goniec na %1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>Czarna wieża na %1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>Czarny hetman na %1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>Czarny król na %1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>Puste pole %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Biały pion</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Biały skoczek</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Biały goniec</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Biała wieża</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Biały hetman</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Biały król</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Czarny pion</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Czarny skoczek</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Czarny goniec</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Czarna wieża</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Czarny hetman</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Czarny król</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1: bierka podniesiona</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1: prawidłowe posunięcie</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>Zagrano %1–%2: %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>Promuj na skoczka</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>Promuj na gońca</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>Promuj na wieżę</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>Promuj na hetmana</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>Szachownica: klawisze strzałek przechodzą z pola na pole, Enter lub spacja podnosi bierkę i stawia ją na polu docelowym, Escape odstawia ją z powrotem. Zagrane posunięcie zostaje zapisane w formularzu.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>pozycja wyjściowa</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>pozycja po %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>pozycja wyjściowa (półruch 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, zapisane posunięcie (półruch %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (półruch %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>Reklamacja nie jest możliwa: partia zakończyła się już matem, gdy powstała %1 (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>Reklamacja nie jest możliwa: partia zakończyła się już patem, gdy powstała %1 (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>Reklamacja nie jest możliwa: partia zakończyła się remisem, gdy %1 wystąpiła po raz piąty (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>Reklamacja nie jest możliwa: partia zakończyła się remisem, gdy powstała %1, po 75 posunięciach każdego z zawodników bez bicia i bez ruchu pionem (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>Reklamacja nie jest możliwa: partia zakończyła się remisem, gdy powstała %1, martwa pozycja, w której żaden z zawodników nie może dać mata (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>Nieprawidłowa: %1 występuje po raz pierwszy.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>Nieprawidłowa: %1 występuje dopiero po raz drugi.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>Prawidłowa: %1 występuje po raz trzeci.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>Prawidłowa: %1 wystąpiła już %2 razy.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>Nieprawidłowa: po zapisanym posunięciu %1 pozycja wystąpiłaby po raz pierwszy.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>Nieprawidłowa: po zapisanym posunięciu %1 pozycja wystąpiłaby dopiero po raz drugi.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>Prawidłowa: po zapisanym posunięciu %1 pozycja wystąpiłaby po raz trzeci.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>Prawidłowa: po zapisanym posunięciu %1 pozycja wystąpiłaby już %2 razy.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>Prawidłowa: ostatnie 50 posunięć każdego z zawodników wykonano bez bicia i bez ruchu pionem.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>Nieprawidłowa: posunięcia od ostatniego bicia lub ruchu pionem: Białe %1, Czarne %2; potrzeba po 50 posunięć każdej ze stron.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>Prawidłowa: wraz z zapisanym posunięciem %1 ostatnie 50 posunięć każdego z zawodników zostało wykonanych bez bicia i bez ruchu pionem.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>Nieprawidłowa: wraz z zapisanym posunięciem %1 posunięcia od ostatniego bicia lub ruchu pionem: Białe %2, Czarne %3; potrzeba po 50 posunięć każdej ze stron.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>Nieprawidłowa: zapisane posunięcie %1 jest biciem: liczenie pięćdziesięciu posunięć zaczyna się od nowa.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>Nieprawidłowa: zapisane posunięcie %1 jest ruchem pionem: liczenie pięćdziesięciu posunięć zaczyna się od nowa.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>Nieprawidłowa: zapisane posunięcie „%1” jest nieprawidłowe w pozycji na szachownicy.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>Nieprawidłowa: zapisane posunięcie „%1” jest niejednoznaczne: może oznaczać %2.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>Nieprawidłowa: zapisanego posunięcia „%1” nie da się odczytać jako posunięcia.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>Artykuł 9.2.1: %1 zapisały posunięcie i zgłosiły zamiar jego wykonania; pozycja, do której ono prowadzi, musi za chwilę powstać co najmniej po raz trzeci.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>Artykuł 9.2.2: pozycja na szachownicy musiała właśnie powstać co najmniej po raz trzeci, a %1 muszą być na posunięciu.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>Pozycje są takie same, gdy ten sam zawodnik jest na posunięciu, te same bierki stoją na tych samych polach i możliwe są te same posunięcia, łącznie z roszadą i biciem w przelocie (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>Artykuł 9.3.1: %1 zapisały posunięcie i zgłosiły zamiar jego wykonania; wraz z nim ostatnie 50 posunięć każdego z zawodników musi być wykonanych bez ruchu jakimkolwiek pionem i bez jakiegokolwiek bicia.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>Artykuł 9.3.2: ostatnie 50 posunięć każdego z zawodników musi być zakończonych bez ruchu jakimkolwiek pionem i bez jakiegokolwiek bicia; %1 są na posunięciu.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1: prawa do roszady są różne, a w jednej z dwóch pozycji możliwe było bicie w przelocie (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1: prawa do roszady są różne (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1: w jednej z dwóch pozycji możliwe było bicie w przelocie (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>Ostatnie bicie lub ruch pionem: %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>Brak bicia i ruchu pionem od pozycji wyjściowej, której licznik półruchów wynosił %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>Brak bicia i ruchu pionem od pozycji wyjściowej.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>Posunięcia od tego czasu bez bicia i bez ruchu pionem: Białe %1, Czarne %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>%1 otrzymują jedną minutę: sędzia dodaje ją do pozostałego im czasu na namysł (9.5.3; gra błyskawiczna: B.3 z A.3); dwie minuty, gdy zawody stosują B.2, z jednym sędzią na każdą partię.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>%1 otrzymują jedną minutę: sędzia dodaje ją do pozostałego im czasu na namysł (9.5.3; szachy szybkie: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>%1 otrzymują dwie minuty: sędzia dodaje je do pozostałego im czasu na namysł (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>%1 muszą teraz wykonać zapisane posunięcie %2 (9.5.3): daje ono mata i %1 wygrywają (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>%1 muszą teraz wykonać zapisane posunięcie %2 (9.5.3): daje ono pata i partia kończy się remisem (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>%1 muszą teraz wykonać zapisane posunięcie %2 (9.5.3): powstaje martwa pozycja i partia kończy się remisem (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>%1 muszą teraz wykonać zapisane posunięcie %2 (9.5.3): pozycja wystąpi wtedy po raz piąty i partia kończy się remisem (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>%1 muszą teraz wykonać zapisane posunięcie %2 (9.5.3): dopełnia ono 75 posunięć każdego z zawodników bez bicia i bez ruchu pionem i partia kończy się remisem (9.6.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>%1 muszą teraz wykonać zapisane posunięcie %2 (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>Wynik pozostaje: %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>Partia kończy się remisem (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>Zapisane posunięcie dałoby mata, ale posunięcia zapisanego w celu reklamacji się nie wykonuje: reklamacja już wcześniej zakończyła partię remisem.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>Zapisanego posunięcia nie można wykonać tak, jak je zapisano: %1 muszą wykonać posunięcie zgodnie z artykułami 3 i 4 (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>Partia toczy się dalej.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>Reklamacja jest traktowana jako oferta remisowa, którą %1 mogą przyjąć (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>Zapisane posunięcie „%1” nie jest potrzebne: o reklamacji rozstrzyga pozycja na szachownicy.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>Pozycja wystąpiła po:</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>Te same bierki stały na tych samych polach przy tej samej stronie na posunięciu, ale w pozycjach, które nie są takie same:</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>Rozstrzygnięcie reklamacji</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Reklamacja:</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>&amp;Trzykrotne powtórzenie pozycji (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;Pięćdziesiąt posunięć (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>&amp;Zapisane posunięcie:</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>Opcjonalnie: posunięcie zapisane i zgłoszone, niewykonane, jak na formularzu</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>T&amp;empo gry:</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Rozstrzygnij</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Kopiuj jako tekst</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>Odtwarzanie zatrzymuje się na %1, który jest %2: pozycja reklamacji nie jest znana. Najpierw popraw formularz do tego miejsca.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>Brak rozstrzygnięcia: pozycja reklamacji nie jest znana.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>%1 reklamują remis w pozycji wyjściowej, będąc na posunięciu.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>%1 reklamują remis po %2, będąc na posunięciu.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>Ta sama pozycja powtarza się po raz trzeci lub powtórzy się po posunięciu zapisanym w formularzu.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>Każdy z graczy wykonał ostatnie 50 posunięć bez bicia i bez ruchu pionem albo wykona je po posunięciu zapisanym w formularzu.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>Pokaż tę pozycję na szachownicy</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>Wiersz wskazujący pozycję z partii pokazuje ją na głównej szachownicy – kliknięciem lub klawiszem Enter.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>Policzone posunięcia</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>Szachownice policzonych pozycji</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>Każda pozycja, w której wystąpiła pozycja z reklamacji, jako mała szachownica nad swoim posunięciem; strzałki przewijają.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>White has checkmated.</source>
        <translation>Białe dały mata.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>Czarne dały mata.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>Białe mogą dać mata, na przykład: %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>Czarne mogą dać mata, na przykład: %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>Białe nie mogą dać mata żadnym ciągiem prawidłowych posunięć.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>Czarne nie mogą dać mata żadnym ciągiem prawidłowych posunięć.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>Białe: nierozstrzygnięte (wyszukiwanie osiągnęło swój limit).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>Czarne: nierozstrzygnięte (wyszukiwanie osiągnęło swój limit).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>Nie rozstrzygnięto, czy pozycja jest martwa.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>Pozycja jest martwa: żadna ze stron nie może dać mata (FIDE 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>Pozycja nie jest martwa.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>Pozycja do oceny.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>Wynik: text lub json.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>nieoczekiwany argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>--fen jest wymagane</translation>
    </message>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>Język notacji formularzy (auto lub kod, np. de).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>Wynik: text, json (jeden obiekt na partię) lub pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>Liczba partii sprawdzanych równolegle.</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>Znajduje także najbardziej prawdopodobną pełną prawidłową partię i potrzebne w niej zmiany.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>Formularz przeciwnika z tej samej partii (lub tych samych partii): uzgadnia oba formularze i podaje, gdzie się różnią.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>Pliki formularzy lub PGN; - oznacza standardowe wejście.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>--format: &apos;%1&apos; to nie text, json ani pgn</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>--reconstruct i --pair podają wynik w formacie text lub json, nie pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>--jobs wymaga liczby od 1 do 256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>nie podano pliku (użyj - dla standardowego wejścia)</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>nie znaleziono partii w %1</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>wiersz %1, kolumna %2: %3</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>brak partii %1 na drugim formularzu do zestawienia</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>Posunięcie, które reklamujący zapisał i zgłosił, ale go nie wykonał, w notacji i języku formularza.</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>Reklamowany remis: threefold (9.2) lub fifty (9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>Formularz do chwili reklamacji, jedna partia; - oznacza standardowe wejście.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>podaj reklamowany remis (threefold lub fifty) i jeden plik</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>&apos;%1&apos; to nie reklamacja: użyj threefold lub fifty</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>Pozycja wyjściowa (domyślnie: pozycja początkowa).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>--fen: %1 (przy znaku %2)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>--lang: nieznany język &apos;%1&apos; (użyj %2%3)</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>Liczba posunięć, których kontrola czasu wymaga do chwili spadnięcia chorągiewki (np. 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>Zawodnik, któremu spadła chorągiewka.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>Formularz do chwili spadnięcia chorągiewki, jedna partia; - oznacza standardowe wejście.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>podaj zawodnika, któremu spadła chorągiewka (white lub black), i jeden plik</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>&apos;%1&apos; to nie zawodnik: użyj white lub black</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>--moves: &apos;%1&apos; to nie liczba posunięć od 1 do 1000</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standardowe wejście</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>nie można czytać ze standardowego wejścia</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: nie ma takiego pliku</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: nie można odczytać (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1: to plik binarny, a nie tekst formularza lub PGN</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>Formularz do nieprawidłowego posunięcia, które jest jego ostatnim wpisem; jedna partia; - oznacza standardowe wejście.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>podaj jeden plik: formularz do nieprawidłowego posunięcia</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>formularz nie ma wpisów: jego ostatni wpis ma być nieprawidłowym posunięciem do rozstrzygnięcia</translation>
    </message>
    <message>
        <source>usage: scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]
                            [--reconstruct] [--pair OTHER_FILE] FILE... | -
       scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                            [--fen FEN] FILE | -
       scorecheck-cli perft [--fen FEN] --depth N [--divide]
       scorecheck-cli rule claim threefold|fifty [--intended MOVE] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                            FILE | -
       scorecheck-cli rule can-mate --fen FEN [--format text|json]
       scorecheck-cli COMMAND --help   (what each option does)
       scorecheck-cli --version
</source>
        <translation>użycie: scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]
                            [--reconstruct] [--pair OTHER_FILE] FILE... | -
       scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                            [--fen FEN] FILE | -
       scorecheck-cli perft [--fen FEN] --depth N [--divide]
       scorecheck-cli rule claim threefold|fifty [--intended MOVE] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                            FILE | -
       scorecheck-cli rule can-mate --fen FEN [--format text|json]
       scorecheck-cli COMMAND --help   (co robi każda opcja)
       scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>Sprawdza formularze zapisu partii szachowych tak, jak robi to sędzia: każdy wpis jest
odtwarzany i oceniany, partię z formularza można zapisać jako PGN lub w innej notacji,
a reklamacje, spadnięcia chorągiewki i nieprawidłowe posunięcia są rozstrzygane
na podstawie formularza.
</translation>
    </message>
    <message>
        <source>Exit status:
  0  every entry is correct or legal in another form and every game could be used; a
     rule command made its ruling, whatever it is
  1  some entry is worse (not algebraic, ambiguous, illegal, unreadable, not checked), or
     a game could not be checked or paired
  2  unusable arguments, a file that cannot be read, is binary or holds no game, or output
     that cannot be written
</source>
        <translation>Kod wyjścia:
  0  każdy wpis jest poprawny lub prawidłowy w innej formie i każdą partię dało się
     wykorzystać; polecenie rule wydało rozstrzygnięcie, jakiekolwiek by ono było
  1  któryś wpis jest gorszy (nie algebraiczny, niejednoznaczny, nieprawidłowy,
     nieczytelny, niesprawdzony) albo partii nie dało się sprawdzić lub zestawić
  2  nieprzydatne argumenty, plik, którego nie można odczytać, jest binarny lub nie
     zawiera partii, albo wyniku nie da się zapisać
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli check sheet.txt
     Reports every entry of the sheet that is not correct, and the game&apos;s end.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     One JSON object per game, two games checked at a time.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     The game of a sheet written with German piece letters, as PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Rules on a claim of threefold repetition made by writing the move Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Rules on White&apos;s flag fall when 40 moves are required.
</source>
        <translation>Przykłady:
  scorecheck-cli check sheet.txt
     Podaje każdy niepoprawny wpis formularza oraz zakończenie partii.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     Jeden obiekt JSON na partię, dwie partie sprawdzane naraz.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     Partia z formularza zapisanego niemieckimi literami bierek, jako PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Rozstrzyga reklamację trzykrotnego powtórzenia pozycji zgłoszoną przez
     zapisanie posunięcia Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Rozstrzyga spadnięcie chorągiewki Białych, gdy wymagane jest 40 posunięć.
</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>nie można pisać na standardowe wyjście: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>zaczyna się od innej pozycji (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  zestawiono z %1, partia %2: partii z drugiego formularza nie można użyć: %3
</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  zestawiono z %1, partia %2: różnice: %3; ten formularz sięga półruchu %4, drugi półruchu %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>ten formularz %1, drugi %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    półruch %1: %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; brak posunięcia
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (wyszukiwanie wyczerpało swój budżet: koniec naprawiano po jednym błędzie naraz)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    partia: %1
</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>Głębokość w półruchach.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>Pokazuje wynik osobno dla każdego pierwszego posunięcia.</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>--depth wymaga liczby od 0 do %1</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    prawdopodobnie chodziło o: %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  najbardziej prawdopodobna partia (zmiany: %1):
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    wiersz %1, kolumna %2: </translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(puste pole)</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 odczytane jako %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 wstawione przed %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 i następny wpis zamieniają się miejscami</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 pominięte</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>podaj rodzaj rozstrzygnięcia: claim, flag, illegal lub can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>nieznany rodzaj rozstrzygnięcia &apos;%1&apos; (użyj claim, flag, illegal lub can-mate)</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 zawiera więcej niż jedną partię: rozstrzygnięcie dotyczy jednej partii, więc podaj ją osobno</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>%1: nie można wydać rozstrzygnięcia: %2</translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>formularz urywa się w wierszu %1, kolumnie %2: „%3” jest %4, więc pozycja reklamacji nie jest znana</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format: &apos;%1&apos; to nie text ani json</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>Tempo gry: standard, rapid lub blitz.</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>Wynik: text lub json (jeden obiekt).</translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate: &apos;%1&apos; to nie standard, rapid ani blitz</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partia %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  półruchy: %1; notacja: %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (ustalona przez odtworzenie)</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  wiersz %1, kolumna %2: %3%4 %5 — %6</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  wiersz %1, kolumna %2: %3
</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  oferta remisowa Białych po posunięciu %1
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  oferta remisowa Czarnych po posunięciu %1
</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 po półruchu %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (pozycja wystąpiła w półruchach %1)
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  zakończone posunięcia: Białe %1, Czarne %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (sprawdzono każdy wpis)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (zweryfikowano do posunięcia %1; formularz sięga posunięcia %2, reszta niesprawdzona)
</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  zapis PGN partii urywa się w wierszu %1, kolumnie %2; reszta formularza jest w nim zachowana jako komentarz
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  wynik zapisany: %1; na szachownicy: %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nierozstrzygnięty</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  %n wpis po tym nie mógł zostać sprawdzony
</numerusform>
            <numerusform>  %n wpisy po tym nie mogły zostać sprawdzone
</numerusform>
            <numerusform>  %n wpisów po tym nie mogło zostać sprawdzonych
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  partia zakończyła się sama po półruchu %1 (%2): %n wpis zapisany później nie jest brany pod uwagę
</numerusform>
            <numerusform>  partia zakończyła się sama po półruchu %1 (%2): %n wpisy zapisane później nie są brane pod uwagę
</numerusform>
            <numerusform>  partia zakończyła się sama po półruchu %1 (%2): %n wpisów zapisanych później nie jest branych pod uwagę
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1: nie można zapisać: %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 urywa się w wierszu %2, kolumnie %3: „%4” jest %5; nic dalej nie zostało zapisane</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san, lan, figurine, uci, iccf lub descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>Litery bierek w wyniku (kod, np. de).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>Język notacji na wejściu (auto lub kod).</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>Formularz lub plik PGN; - oznacza standardowe wejście.</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>--notation: &apos;%1&apos; to nie san, lan, figurine, uci, iccf ani descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>podaj jeden plik (lub - dla standardowego wejścia)</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>Zamiast sprawdzania wypisuje skrót SHA-256 tekstu formularza każdej partii (UTF-8, końce wierszy jako LF): wartość podawaną w stopce raportu.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>--hash wypisuje wyłącznie skróty: nie przyjmuje --format, --reconstruct ani --pair</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>Raport sędziego dotyczący formularza zapisywany jest jako PDF, do wydruku lub do akt.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report: 0, gdy PDF zostanie zapisany; 2 także dla partii, której nie da się odtworzyć,
     i wtedy PDF nie jest zapisywany)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     Raport sędziego dotyczący formularza jako PDF, z diagramem pozycji po półruchu 24.
  scorecheck-cli check --hash sheet.txt
     Skrót SHA-256 tekstu formularza, taki jak w stopce jego raportu.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>Język notacji formularza (auto lub kod, np. de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>Znajduje także najbardziej prawdopodobną pełną prawidłową partię i podaje potrzebne w niej zmiany.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>Formularz przeciwnika z tej samej partii (lub tych samych partii): podaje, gdzie oba formularze się różnią.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>Rysuje także diagram pozycji po tym półruchu (0: pozycja wyjściowa); można podać wielokrotnie.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>Imię i nazwisko sędziego, drukowane w nagłówku raportu.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>Format papieru: a4 lub letter (domyślnie: format z ustawień regionalnych systemu).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>Zapisuje raport sędziego dotyczący formularza jako PDF: formularz tak, jak go wpisano, z oznaczeniem każdego wpisu, każdą uwagę z artykułem Przepisów gry FIDE, zdarzenia istotne dla sędziego, diagramy istotnych pozycji oraz partię w poprawnym zapisie. Plik PGN z kilkoma partiami daje jeden PDF, każda partia od nowej strony.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>Kod wyjścia:
  0  raport został zapisany
  2  nieprzydatne argumenty, plik nieczytelny lub bez partii, partia, której nie da się
     odtworzyć (raport nie jest zapisywany, nawet częściowo) albo PDF, którego nie da się zapisać
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>Przykłady:
  scorecheck-cli report --output report.pdf sheet.txt
     Raport sędziego dotyczący formularza.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     Z porównaniem formularzy obu zawodników i diagramem pozycji po półruchu 31.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>--diagram wymaga półruchu, liczby od 0: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: &apos;%1&apos; to ani a4, ani letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>--output FILE.pdf jest wymagane</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>podaj jeden plik (użyj - dla standardowego wejścia)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, partia %2: nie porównano: %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>nie można uruchomić %1 (jest zainstalowany obok scorecheck-cli): %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 przerwał działanie: %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  formularz brzmi jednakowo w językach: %1 — nie da się ustalić jego języka notacji
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>brak posunięcia</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      nie do rozstrzygnięcia na podstawie tego formularza: %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      nie da się rozstrzygnąć na podstawie tych formularzy: %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      nierozstrzygnięte: sprawdzanie zatrzymało się na swoim limicie wyszukiwania; znalezione posunięcie to %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>&apos;%1&apos; to nie polecenie: użyj check, write, perft, rule lub report</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>puste pole (wiersz %1, kolumna %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>„%1” (wiersz %2, kolumna %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, partia %2: brak diagramu po półruchu %3: odtwarzanie sięga tylko do półruchu %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive: brak liter notacji opisowej dla &apos;%1&apos; (użyj en albo de, da, sv lub no dla liter niemieckich)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended: podaj posunięcie zapisane i zgłoszone</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  propozycja remisu białych przy %1, zapis, którego odtwarzanie nie wykonało: niesprawdzona
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  propozycja remisu czarnych przy %1, zapis, którego odtwarzanie nie wykonało: niesprawdzona
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1: wygląda to na tekst UTF-16 bez znacznika kolejności bajtów; zapisz go jako UTF-8 albo jako UTF-16 ze znacznikiem</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>wiersz %1: formularz jest dłuższy niż %2 MB, więcej niż może mieć jakakolwiek partia; nie został sprawdzony</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, partia %2: raportu nie zapisano: %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>ostrzeżenie: na formularzu zapisano wynik %1; orzeczenie traktuje partię jako toczącą się dalej po ostatnim zapisie</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>Rozstrzyga na podstawie formularza, jak sędzia, o:
  claim     reklamacji remisu przez trzykrotne powtórzenie pozycji (9.2) lub na mocy przepisu 50 posunięć (9.3)
  flag      spadnięciu chorągiewki po ostatnim wpisie formularza (6.9)
  illegal   ostatnim wpisie formularza jako nieprawidłowym posunięciu, które zawodnik wykonał (7.5)
  can-mate  tym, czy każda strona może jeszcze dać mata w pozycji (6.9, 7.5.5, 5.2.2)
Opcje każdego rozstrzygnięcia: scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal lub can-mate, a po nim opcje i argumenty rozstrzygnięcia.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>Plik PDF do zapisania (wymagany); - oznacza standardowe wyjście.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>nie udało się utworzyć PDF</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ Poprzednia różnica</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>Następna różnica ▼</translation>
    </message>
    <message>
        <source>Compare Two Sheets</source>
        <translation>Porównanie dwóch formularzy</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Posunięcie</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>Ten formularz</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>Drugi formularz</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partia</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Formularze</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>Poprzednie miejsce, w którym formularze się różnią (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>Następne miejsce, w którym formularze się różnią (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>Partia zgodna z oboma formularzami (%1: formularze nie rozstrzygają tego posunięcia):</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(brak posunięcia)</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>wybrane przez sędziego</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>nie da się rozstrzygnąć</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ formularze się różnią</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(brak posunięcia): pozycja, w której stoi wpis</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>Partia zgodna z oboma formularzami ma %n półruch.</numerusform>
            <numerusform>Partia zgodna z oboma formularzami ma %n półruchy.</numerusform>
            <numerusform>Partia zgodna z oboma formularzami ma %n półruchów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>Formularze różnią się w %n miejscu.</numerusform>
            <numerusform>Formularze różnią się w %n miejscach.</numerusform>
            <numerusform>Formularze różnią się w %n miejscach.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>Ten formularz sięga półruchu %1, drugi (%2) półruchu %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>W %n z tych miejsc nic na formularzach nie rozstrzyga, które posunięcie zagrano (%1): wybierz tam na liście pod tabelą, które posunięcie obowiązuje.</numerusform>
            <numerusform>W %n z tych miejsc nic na formularzach nie rozstrzyga, które posunięcie zagrano (%1): wybierz tam na liście pod tabelą, które posunięcie obowiązuje.</numerusform>
            <numerusform>W %n z tych miejsc nic na formularzach nie rozstrzyga, które posunięcie zagrano (%1): wybierz tam na liście pod tabelą, które posunięcie obowiązuje.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>Nic na formularzach nie rozstrzyga tego posunięcia: wybierz na liście pod tabelą, które posunięcie obowiązuje.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>Formularze nie są zgodne co do zapisu tego posunięcia; partia przyjmuje posunięcie najlepiej pasujące do obu formularzy i żadne inne nie pasuje równie dobrze.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>Formularze rozstrzygają to posunięcie: żadne inne nie pasuje równie dobrze do obu.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 Nie uznano za rozstrzygnięte: sprawdzanie zatrzymało się na swoim limicie wyszukiwania, zanim wypróbowano każde inne posunięcie.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 Nic na formularzach nie rozstrzyga tego posunięcia; te pasują równie dobrze. Zaznacz jedno, by zobaczyć je na szachownicy; „Wybierz to posunięcie” czyni je posunięciem partii.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 pasuje do formularzy równie dobrze; partia toczy się dalej posunięciem %2</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 nie da się rozstrzygnąć: %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Porównanie</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>Każde posunięcie partii zgodnej z oboma formularzami, z tym, co zapisano w każdym z nich, i miejscami, gdzie się różnią; szachownica pokazuje pozycję z wybranego wiersza.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>Partia zgodna z oboma formularzami</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>Cała partia, co do której oba formularze są zgodne, z wyborami sędziego.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>Zamyka porównanie; raport sędziego drukuje je wraz z dokonanymi wyborami.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>W %n z nich sprawdzanie zatrzymało się na swoim limicie wyszukiwania (%1): znalezionego tam posunięcia nie uznano za rozstrzygnięte.</numerusform>
            <numerusform>W %n z nich sprawdzanie zatrzymało się na swoim limicie wyszukiwania (%1): znalezionych tam posunięć nie uznano za rozstrzygnięte.</numerusform>
            <numerusform>W %n z nich sprawdzanie zatrzymało się na swoim limicie wyszukiwania (%1): znalezionych tam posunięć nie uznano za rozstrzygnięte.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>nierozstrzygnięte: limit wyszukiwania</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>Sprawdzanie zatrzymało się na swoim limicie wyszukiwania, zanim wypróbowano każde inne posunięcie: znalezionego posunięcia nie uznano za rozstrzygnięte.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 nierozstrzygnięte: sprawdzanie zatrzymało się na swoim limicie wyszukiwania; znalezione posunięcie to %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 nie jest wykluczony (sprawdzanie zatrzymało się na swoim limicie wyszukiwania); partia toczy się dalej z %2</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>checkmate</source>
        <translation>mat</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <source>a dead position</source>
        <translation>martwa pozycja</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>martwa pozycja, zablokowane piony</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>piąte wystąpienie tej samej pozycji</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 posunięć bez bicia i bez ruchu pionem</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>Żadne prawidłowe posunięcie w tej pozycji nie odpowiada temu, co zapisano.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>To nie jest posunięcie w żadnej notacji znanej programowi ScoreCheck.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>Pasuje więcej niż jedno prawidłowe posunięcie; aneks FIDE wymaga wtedy podania linii pionowej lub poziomej pola wyjściowego.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>FIDE uznaje za dowód tylko formularz zapisany w notacji algebraicznej; sędzia powinien upomnieć zawodnika.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>Niesprawdzony: odtwarzanie nie mogło z pewnością dotrzeć do tego wpisu.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>Może oznaczać: %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>FEN jest pusty.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>Liczba pól FEN: tylko %1; potrzeba co najmniej 4 (rozstawienie, strona na posunięciu, roszady, bicie w przelocie).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>FEN ma więcej niż 6 pól; &apos;%1&apos; jest nadmiarowe.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>Rozstawienie bierek: &apos;%1&apos; nie jest literą bierki (PNBRQK dla Białych, pnbrqk dla Czarnych) ani cyfrą 1-8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>Rozstawienie bierek: linia pozioma %1 ma więcej niż 8 pól.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>Rozstawienie bierek: linia pozioma %1 ma mniej niż 8 pól.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>Rozstawienie bierek: musi być dokładnie 8 linii poziomych oddzielonych znakiem &apos;/&apos;.</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>Strona na posunięciu: &apos;%1&apos; musi być &apos;w&apos; lub &apos;b&apos;.</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>Roszada: &apos;%1&apos; nie jest literą roszady (K, Q, k, q, litera linii pionowej lub &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>Roszada: prawo &apos;%1&apos; podano dwukrotnie.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>Bicie w przelocie: &apos;%1&apos; nie jest polem (np. e3) ani &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>Licznik półruchów: &apos;%1&apos; nie jest liczbą.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>Numer posunięcia: &apos;%1&apos; nie jest liczbą.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>Licznik półruchów: %1 jest poza zakresem (0 do 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>Numer posunięcia: %1 jest poza zakresem (0 do 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>W pozycji nie ma białego króla.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>W pozycji nie ma czarnego króla.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>W pozycji jest więcej niż jeden biały król.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>W pozycji jest więcej niż jeden czarny król.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>Pion stoi na %1; piony nie mogą stać na pierwszej ani ostatniej linii poziomej.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>W pozycji jest więcej niż 8 białych pionów.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>W pozycji jest więcej niż 8 czarnych pionów.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Takie białe bierki nie mogą powstać w partii: jest więcej figur z promocji niż brakujących pionów.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Takie czarne bierki nie mogą powstać w partii: jest więcej figur z promocji niż brakujących pionów.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>Biały król jest szachowany, choć na posunięciu są Czarne: taka pozycja nie może powstać.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>Czarny król jest szachowany, choć na posunięciu są Białe: taka pozycja nie może powstać.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Biały król jest szachowany przez więcej niż dwie bierki: taka pozycja nie może powstać.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Czarny król jest szachowany przez więcej niż dwie bierki: taka pozycja nie może powstać.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>Strona na posunięciu: &apos;s&apos; (schwarz) odczytano jako Czarne (&apos;b&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>Roszada: prawo &apos;%1&apos; pominięto: król lub wieża nie stoi na swoim polu.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>Roszada: prawo &apos;%1&apos; odczytano jako roszadę Chess960 (król lub wieża poza zwykłym polem).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>Bicie w przelocie: &apos;%1&apos; pominięto: żaden pion nie mógł właśnie przejść obok tego pola ruchem o dwa pola.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>Numer posunięcia: 0 odczytano jako 1.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>Posunięcie daje szacha, ale nie zapisano znaku szacha (+). Znak jest nieobowiązkowy (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>Posunięcie daje mata, ale nie zapisano znaku mata (#). Znak jest nieobowiązkowy (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>Posunięcie jest biciem, ale nie zapisano x. Znak bicia jest nieobowiązkowy (FIDE C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>Posunięcie jest biciem w przelocie, ale nie zapisano &apos;e.p.&apos;. Znak jest nieobowiązkowy (FIDE C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>Znak szacha lub mata nie zgadza się z pozycją po posunięciu.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>Zapisano znak bicia, ale posunięcie niczego nie bije.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>Bicie oznaczono dwukropkiem; FIDE zapisuje je znakiem x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>Bicie pionem podaje tylko linie pionowe (jak &apos;ed&apos;); FIDE podaje pole docelowe (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>Bicie pionem musi podawać linię pionową, z której pion wyrusza (exd5, FIDE C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>Podano pole wyjściowe, choć tylko jedna taka bierka może wykonać to posunięcie (FIDE C.10 wymaga go tylko w razie potrzeby).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>Podano linię poziomą tam, gdzie linia pionowa odróżniłaby bierki; FIDE preferuje linię pionową (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>Pełna forma z łącznikiem; pełna forma FIDE łączy pola bez niego (Sg1f3, C.8).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>Między bierką a jej polem stoi łącznik; FIDE zapisuje je razem.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>Posunięcie figury zapisano jako dwa pola bez litery figury (zapis we współrzędnych).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>Dla piona zapisano literę; FIDE zapisuje posunięcia pionów bez niej (Aneks C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>Bierkę oznaczono figurką (symbolem); na formularzu FIDE wymaga litery bierki.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>Zapisano &apos;e.p.&apos;, ale posunięcie nie jest biciem w przelocie.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>Pion dochodzi do ostatniej linii poziomej, ale nie zapisano nowej bierki; odczytano jako hetmana (FIDE C.11 wymaga jej zapisania).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Promocję zapisano ze znakiem &apos;=&apos; (PGN); FIDE zapisuje bierkę zaraz po polu (d8Q, C.11).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Promocję zapisano w nawiasie lub po ukośniku; FIDE zapisuje bierkę zaraz po polu (d8Q, C.11).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>Bierkę promocji zapisano małą literą (notacja programów szachowych); FIDE używa wielkiej litery.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>Roszadę zapisano literą O (PGN); FIDE zapisuje ją zerami (0-0, C.13).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>Roszadę zapisano jako ruch króla (e1g1); FIDE zapisuje 0-0 lub 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>Zbitą bierkę podano przed polem (QxNd5); FIDE zapisuje tylko pole (Qxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Line %1</source>
        <translation>Wiersz %1</translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>Prawdopodobnie chodziło o: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Wiersz %1, kolumna %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>Jeszcze %n wpisu nie dało się sprawdzić.</numerusform>
            <numerusform>Jeszcze %n wpisów nie dało się sprawdzić.</numerusform>
            <numerusform>Jeszcze %n wpisów nie dało się sprawdzić.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>Rozstrzygnięcie spadnięcia chorągiewki</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>Czyja chorągiewka spadła:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Białe</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Czarne</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>&amp;Liczba posunięć wymagana przez kontrolę czasu:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>Liczba posunięć, których kontrola czasu wymaga do chwili spadnięcia chorągiewki (np. 40); Brak, gdy nie wymaga ona żadnej liczby posunięć.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Kopiuj jako tekst</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>Chorągiewka Białych spadła w pozycji wyjściowej.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>Chorągiewka Czarnych spadła w pozycji wyjściowej.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>Chorągiewka Białych spadła po %1.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>Chorągiewka Czarnych spadła po %1.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>Formularz zmienił się przed chwilą spadnięcia chorągiewki: to rozstrzygnięcie jest już nieaktualne. Rozstrzygnij ponownie z menu Rozstrzygnięcia.</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>Ustalanie, czy Czarne mogą jeszcze dać mata…</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>Ustalanie, czy Białe mogą jeszcze dać mata…</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Rozstrzygnij</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>Spadła chorągiewka Białych.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>Spadła chorągiewka Czarnych.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>Białe przegrywają przez przekroczenie czasu: Czarne mogą jeszcze dać mata (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>Czarne przegrywają przez przekroczenie czasu: Białe mogą jeszcze dać mata (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Remis: chorągiewka Białych spadła, ale Czarne nie mogą dać mata żadnym ciągiem prawidłowych posunięć (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Remis: chorągiewka Czarnych spadła, ale Białe nie mogą dać mata żadnym ciągiem prawidłowych posunięć (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Bez przegranej: Białe zakończyły wymagane przez kontrolę czasu posunięcia (%1) przed spadnięciem chorągiewki.</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Bez przegranej: Czarne zakończyły wymagane przez kontrolę czasu posunięcia (%1) przed spadnięciem chorągiewki.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>Partia zakończyła się już po półruchu %2 (%3); powód: %1. Spadnięcie chorągiewki niczego nie zmienia.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>Nierozstrzygnięte na podstawie tego formularza: jest zweryfikowany tylko do posunięcia %1, więc nie pokazuje, czy %2 posunięć zostało zakończonych; sędzia rozstrzyga na podstawie innych dowodów, np. formularza przeciwnika (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>Nierozstrzygnięte na podstawie tego formularza: jest zweryfikowany tylko do posunięcia %1 (sięga posunięcia %2), więc pozycja w chwili spadnięcia chorągiewki nie jest znana.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Nierozstrzygnięte: w granicach limitu analizy nie ustalono, czy Czarne mogą jeszcze dać mata; rozstrzyga sędzia (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Nierozstrzygnięte: w granicach limitu analizy nie ustalono, czy Białe mogą jeszcze dać mata; rozstrzyga sędzia (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>Posunięcia zakończone przez Białe: %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>Posunięcia zakończone przez Czarne: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>Kontrola czasu wymaga %n posunięcia.</numerusform>
            <numerusform>Kontrola czasu wymaga %n posunięć.</numerusform>
            <numerusform>Kontrola czasu wymaga %n posunięć.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Sprawdzono każdy wpis.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Zweryfikowano tylko do posunięcia %1: formularz sięga posunięcia %2, reszta niesprawdzona.</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>Ostatnie posunięcie, %1, wykonano, ale go nie zakończono: zegar nie został przełączony (6.2.1).</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Na przykład: %1</translation>
    </message>
</context>
<context>
    <name>FlagRulingView</name>
    <message>
        <source>Result: %1</source>
        <translation>Wynik: %1</translation>
    </message>
    <message>
        <source>Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not complete the prescribed number of moves in the allotted time loses the game; but the game is drawn if the opponent cannot checkmate the player&apos;s king by any possible series of legal moves.</source>
        <translation>Artykuł 6.9: z wyjątkiem sytuacji, gdy partia już się zakończyła (5.1.1 do 5.2.3), zawodnik, który nie zakończy przepisanej liczby posunięć w wyznaczonym czasie, przegrywa partię; partia kończy się jednak remisem, jeśli przeciwnik nie może zamatować króla tego zawodnika żadnym możliwym ciągiem prawidłowych posunięć.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>Turniej</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>RRRR.MM.DD</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>Zapisywane razem z formularzem i wpisywane do eksportowanego PGN jako znacznik %1.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turniej</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>Szukaj: zawodnik, turniej, runda, data</translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>Wczytywanie %1: dotąd %n partia…</numerusform>
            <numerusform>Wczytywanie %1: dotąd %n partie…</numerusform>
            <numerusform>Wczytywanie %1: dotąd %n partii…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>%1 zawiera %n partię. Którą?</numerusform>
            <numerusform>%1 zawiera %n partie. Którą?</numerusform>
            <numerusform>%1 zawiera %n partii. Którą?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>pole Result podaje %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>formularz podaje %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>szachownica pokazuje %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>Wyniki się nie zgadzają: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>HowWrittenPanel</name>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>FIDE&apos;s short form (Appendix C)</source>
        <translation>krótka forma FIDE (Załącznik C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>to samo z literami angielskimi (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>figurki zamiast liter, zalecane w publikacjach drukowanych (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>z polem wyjściowym: dopuszczalna (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>czytelna, ale pełna forma z Przepisów nie ma łącznika (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>współrzędne programów szachowych, nie do formularza</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>szachy korespondencyjne; nie algebraiczna, więc formularz w niej nie jest dowodem dla FIDE (Załącznik C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>nie algebraiczna, więc formularz w niej nie jest dowodem dla FIDE (Załącznik C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>Jak zapisuje się %1</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>Dlaczego tak się zapisuje</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>Nie ma jeszcze posunięcia. Ustaw kursor na posunięciu w formularzu albo przejdź przez partię, aby zobaczyć, jak się je zapisuje i dlaczego.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>Pierwsze zakończone nieprawidłowe posunięcie (%1): %2; przywraca się pozycję sprzed niego, a %3 otrzymują dodatkowy czas (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>%1 przegrywają: %2 to drugie zakończone nieprawidłowe posunięcie (%1), a %3 mogą jeszcze dać mata (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Remis: %2 to drugie zakończone nieprawidłowe posunięcie (%1), ale %3 nie mogą dać mata żadnym ciągiem prawidłowych posunięć (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>Nierozstrzygnięte: %2 to drugie zakończone nieprawidłowe posunięcie (%1), ale w granicach limitu analizy nie ustalono, czy %3 mogą jeszcze dać mata; rozstrzyga sędzia (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>Brak nieprawidłowego posunięcia: %1 odczytuje się jako prawidłowe posunięcie. Jeśli na szachownicy wykonano inne posunięcie, najpierw popraw wpis na to posunięcie.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>Nierozstrzygnięte na podstawie tego formularza: wpisu %1 nie da się odczytać, więc nie pokazuje on wykonanego posunięcia. Najpierw popraw wpis na posunięcie wykonane na szachownicy.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>Partia zakończyła się już drugim zakończonym nieprawidłowym posunięciem (%1): %2 (7.5.5); %3 niczego nie zmienia.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>Partia zakończyła się już po półruchu %2; powód: %1. %3 niczego nie zmienia.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>Nierozstrzygnięte na podstawie tego formularza: odtwarzanie zatrzymuje się na %1 (%2), przed %3, więc pozycja, w której wykonano %3, nie jest znana. Najpierw popraw formularz do tego miejsca; jeśli %1 było samo nieprawidłowym posunięciem zakończonym i cofniętym, oznacz je jako takie.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>%1 otrzymują jedną minutę: sędzia dodaje ją do pozostałego im czasu na namysł (7.5.5; gra błyskawiczna: B.3 z A.3); dwie minuty, gdy zawody stosują B.2, z jednym sędzią na każdą partię.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>%1 otrzymują jedną minutę: sędzia dodaje ją do pozostałego im czasu na namysł (7.5.5; szachy szybkie: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>%1 otrzymują dwie minuty: sędzia dodaje je do pozostałego im czasu na namysł (7.5.5).</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>Sędzia ustawia pozycję bezpośrednio sprzed nieprawidłowego posunięcia, a %1 wykonują w niej posunięcie zgodnie z zasadami dotknięcia bierki: bierką dotkniętą przy nieprawidłowym posunięciu trzeba wykonać posunięcie, jeśli to możliwe (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>Pozycja do przywrócenia: %1</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>%1 przegrywają partię po drugim zakończonym nieprawidłowym posunięciu, chyba że %2 nie mogą dać mata żadnym ciągiem prawidłowych posunięć (7.5.5).</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Wynik: %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>Zakończone nieprawidłowe posunięcia (%1): %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 oznaczono jako cofnięte, ale nie jest to nieprawidłowe posunięcie: nie jest liczone.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Na przykład: %1</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Rozstrzygnięcie nieprawidłowego posunięcia</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>Nieprawidłowe posunięcie zakończone na szachownicy: %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>T&amp;empo gry:</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>&amp;Oznacz jako cofnięte</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>Oznacza wpis na formularzu jako nieprawidłowe posunięcie zakończone i cofnięte: odtwarzanie toczy się dalej od pozycji sprzed niego, z tą samą stroną na posunięciu (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>&amp;Kopiuj jako tekst</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Rozstrzygnij</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>Artykuły 7.5.1 i 7.5.5: gdy zawodnik po nieprawidłowym posunięciu nacisnął zegar, przywraca się pozycję bezpośrednio sprzed niego; za pierwsze zakończone nieprawidłowe posunięcie zawodnika przeciwnik otrzymuje dwie minuty dodatkowego czasu (jedną w szachach szybkich i błyskawicznych), a drugie oznacza przegraną, chyba że przeciwnik nie może zamatować króla tego zawodnika żadnym możliwym ciągiem prawidłowych posunięć: wtedy partia kończy się remisem.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>angielski</translation>
    </message>
    <message>
        <source>German</source>
        <translation>niemiecki</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>duński</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>szwedzki</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norweski</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>estoński</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>fiński</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francuski</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>niderlandzki</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>islandzki</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>włoski</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>hiszpański</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polski</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>portugalski</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>rumuński</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>czeski</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>węgierski</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>hebrajski</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>rosyjski</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>ukraiński</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>bułgarski</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>serbski (cyrylica)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>chorwacki, serbski (łacinka), bośniacki, słoweński</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>słowacki</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>grecki</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>turecki</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>litewski</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>wietnamski</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indonezyjski</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>albański</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>kataloński</translation>
    </message>
    <message>
        <source>Afrikaans</source>
        <translation>afrikaans</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game Details</source>
        <translation>Dane partii</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Kopiuj FEN</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>Dla sędziego</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>Nie ma jeszcze czego sprawdzać: wpisz formularz powyżej.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Nie znaleziono problemów.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>rekonstrukcję</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>Formularz przeciwnika</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>Formularze i PGN (*.txt *.pgn);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Porównanie</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Rozstrzygnięcie nieprawidłowego posunięcia</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>Formularz nie ma jeszcze wpisów: najpierw wpisz partię do nieprawidłowego posunięcia.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>Oznacz jako cofnięte</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>Jeden z wierszy formularza wygląda jak wiersz znacznika PGN, więc nie można zapisać razem z nim danych partii ani pozycji wyjściowej: formularz zapisano bez nich. Eksport PGN je zachowuje.</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>Zapisz formularz</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>Formularze (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>Formularz zawiera niezapisane zmiany. Zapisać je?</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partia %2</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>Przykład: partia wzorcowa FIDE</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>Formularz bez nazwy</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] — ScoreCheck</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>pozycję wyjściową</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Podręcznik użytkownika</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>&amp;Znaczenie oznaczeń</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>&amp;Co to jest?</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>&amp;O programie ScoreCheck</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Formularz&lt;/b&gt;&lt;p&gt;Wpisz tu formularz tak, jak jest zapisany, w dowolnej notacji i języku. Każdy wpis jest podkreślony zgodnie z jego oceną (Pomoc ▸ Znaczenie oznaczeń); kliknij wpis prawym przyciskiem myszy, aby zobaczyć posunięcia, o które prawdopodobnie chodzi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Tabela formularza&lt;/b&gt;&lt;p&gt;Wpisy według numerów posunięć, Białe i Czarne, z symbolem i kolorem oceny każdego z nich. Wybierz komórkę, aby zobaczyć pozycję po niej na szachownicy i w panelu sędziego.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Szachownica&lt;/b&gt;&lt;p&gt;Pozycja po wpisie pod kursorem lub po wybranej komórce tabeli. Pod nią jest jej FEN do skopiowania.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Uwagi&lt;/b&gt;&lt;p&gt;Każdy wpis, który nie jest poprawny, z opisem błędu i prawdopodobnym posunięciem. Kliknij uwagę, aby przejść do wpisu w formularzu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Panel sędziego&lt;/b&gt;&lt;p&gt;To, co sędzia sprawdza w tej chwili: powtórzenia pozycji, licznik pięćdziesięciu posunięć, zakończone posunięcia, zapisany wynik i wynik na szachownicy. Stąd menu Rozstrzygnięcia rozstrzyga reklamacje, spadnięcia chorągiewki i nieprawidłowe posunięcia.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Dane partii&lt;/b&gt;&lt;p&gt;Zawodnicy, turniej, data, runda i wynik, wpisywane do PGN, do którego eksportowany jest formularz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Formularz</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>Notacja na formularzu:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatycznie</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>język notacji</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>Pokaż posunięcia jako:</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>Jak na formularzu</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Figurki</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Pełna notacja algebraiczna</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Pierwsze</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Poprzednie</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Następne ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Ostatnie ▶|</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Obróć szachownicę</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>Otwórz formularz</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Otwórz...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ostatnio otwie&amp;rane</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Zapisz &amp;jako...</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>&amp;Eksportuj PGN...</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>&amp;Dodaj do pliku PGN...</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Kopiuj PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Zakoń&amp;cz</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Naprawa</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>&amp;Rekonstrukcja partii...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>&amp;Porównaj z formularzem przeciwnika...</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;Rozstrzygnięcia</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>Reklamacja: &amp;trzykrotne powtórzenie pozycji...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>Reklamacja: &amp;pięćdziesiąt posunięć...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>Spadnięcie chorągiewki: &amp;Białe...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>Spadnięcie chorągiewki: &amp;Czarne...</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>&amp;Nieprawidłowe posunięcie zakończone...</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>Dr&amp;ukuj raport...</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>Eksportuj raport do PD&amp;F...</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>Dodaj tu diagram</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>Pozycja &amp;wyjściowa...</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>Jak zapisuje się to posunięcie?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>posunięcie na szachownicy</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>Formularz tak, jak został zapisany, wpis po wpisie. Każdy wpis jest sprawdzany podczas pisania; Tab opuszcza formularz.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>Każdy wpis, który nie jest poprawny, z opisem błędu i prawdopodobnym posunięciem. Enter przechodzi do wpisu w formularzu.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Szachownica</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>Pozycja po wpisie pod kursorem lub po wybranej komórce tabeli.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>Pozycja na szachownicy zapisana jako FEN, do skopiowania.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>Kopiuje FEN pozycji na szachownicy do schowka.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>Tabela formularza</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>Posunięcia według numerów, Białe i Czarne, każde z oceną. Klawisze strzałek przechodzą między komórkami; szachownica pokazuje pozycję po wybranej.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>Propozycje remisu, powtórzenia, liczenie pięćdziesięciu posunięć, wykonane posunięcia i wynik w tej chwili partii.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>Notacja na formularzu</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>Język liter bierek w formularzu; Automatycznie rozpoznaje go z posunięć.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>Pokaż posunięcia jako</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>Notacja, w której tabela, uwagi i panele zapisują posunięcia.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Pierwsze</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>Pokazuje pozycję przed pierwszym posunięciem.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Poprzednie</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>Pokazuje pozycję o jedno posunięcie wcześniej.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Następne</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>Pokazuje pozycję o jedno posunięcie później.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ostatnie</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>Pokazuje pozycję po ostatnim posunięciu.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>Obraca szachownicę: Czarne na dole albo Białe.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>Powiększenie: %1%</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>P&amp;owiększ</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Pomn&amp;iejsz</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Rzeczywisty rozmiar</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>Pełna notacja algebraiczna z łącznikiem</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>Notacja liczbowa ICCF</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>Angielska notacja opisowa</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Panele boczne</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>Dla sędziego oraz jak zapisuje się posunięcie, po jednym naraz; klawisze strzałek na kartach przełączają między nimi.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>W notacji algebraicznej, prawidłowy i zapisany w formie dopuszczonej przez Przepisy gry FIDE (Aneks C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>W notacji algebraicznej i prawidłowy, ale w formie, której Przepisy nie podają, lub z błędnym znakiem.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>Prawidłowy, ale w systemie, którego FIDE nie uznaje za dowód (np. w notacji opisowej).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>Odczytuje się jako dwa lub więcej prawidłowych posunięć.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>Czytelny, ale nie pasuje do niego żadne prawidłowe posunięcie.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>Nie pasuje do żadnej notacji.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>Nieoceniony: odtwarzanie nie mogło z pewnością dotrzeć do tego wpisu.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>Znaczenie oznaczeń</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>Formularz podkreśla każdy wpis zgodnie z jego oceną; tabela pokazuje jej symbol i kolor.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>W formularzu</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>W tabeli</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ocena</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Znaczenie</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>Wpisany tekst pasuje do kilku posunięć; to jest jedno z nich (C.10).</translation>
    </message>
</context>
<context>
    <name>MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Posunięcie %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Posunięcie %1, %2: %3, %4, z propozycją remisu</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Posunięcie %1, %2: %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>wciąż wpisywane</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>wiersz %1: to nie jest wiersz znacznika w postaci [Nazwa &quot;wartość&quot;]</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>wiersz %1, kolumna %2: wiersz znacznika nie ma zamykającego ]</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>wiersz %1, kolumna %2: zawartość binarna, a nie tekst; partii nie sprawdzono</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>wiersz %1: partia nie jest w UTF-8; odczytano ją jako Latin-1</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>wiersz %1: partia jest dłuższa niż %2 MB, więcej niż może mieć jakakolwiek partia; nie została sprawdzona</translation>
    </message>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>znacznik FEN jest nieprzydatny: %1</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>Jak zapisano:</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>Odtwarzanie zatrzymuje się tutaj, na %1 %2: %3. Reszta formularza tak, jak zapisano:</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>Wynik zapisany na formularzu:</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>Nieprawidłowe posunięcie zakończone i cofnięte (FIDE 7.5.1):</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>oferta remisowa</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>Wariant, jak zapisano:</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>Odtwarzanie zatrzymuje się w wierszu %1, %2 %3 (%4): PGN zawiera posunięcia przed tym miejscem, a reszta formularza, %n wpis, trafia do niego jako komentarz.</numerusform>
            <numerusform>Odtwarzanie zatrzymuje się w wierszu %1, %2 %3 (%4): PGN zawiera posunięcia przed tym miejscem, a reszta formularza, %n wpisy, trafia do niego jako komentarz.</numerusform>
            <numerusform>Odtwarzanie zatrzymuje się w wierszu %1, %2 %3 (%4): PGN zawiera posunięcia przed tym miejscem, a reszta formularza, %n wpisów, trafia do niego jako komentarz.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>PGN podaje wynik %1: według pola Result, gdy jest wypełnione, w przeciwnym razie według szachownicy, a w ostateczności według formularza.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>Mimo to wyeksportować partię?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>Eksport PGN</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>Kopiowanie PGN</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>Dodawanie do pliku PGN</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 zawiera już tę partię (te same dane i posunięcia) jako partię %2. Dodać ją ponownie na końcu?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>Dodać partię na końcu pliku %1? Zawarte w nim partie pozostaną bez zmian.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>Utworzyć plik PGN %1 z tą partią?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>Opróżnij pole</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>Opróżnij pole (Delete na szachownicy; kliknięcie prawym przyciskiem też opróżnia pole)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (wpisz %2 na szachownicy)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>W tym miejscu zapisano numer posunięcia %1, ale partia jest przy posunięciu %2: pominięto numer.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>W tym miejscu zapisano numer posunięcia %1, ale partia jest przy posunięciu %2: numer powtórzono.</translation>
    </message>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>Posunięcie zapisano w kolumnie przeciwnika.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>Z posunięć, które ten wpis może oznaczać, tylko po jednym może nastąpić kolejny wpis; odtwarzanie toczy się dalej z nim.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>Zapisany po tym, jak partia już zakończyła się sama (mat, pat, martwa pozycja, pięciokrotne powtórzenie pozycji lub 75 posunięć: artykuły 5 i 9.6 FIDE); nie jest brany pod uwagę.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>Oznaczony jako cofnięte nieprawidłowe posunięcie, ale w zapisanej postaci jest to prawidłowe posunięcie: sprawdź oznaczenie. Dopóki ono obowiązuje, posunięcie nie jest wykonywane i nie liczy się jako nieprawidłowe posunięcie (artykuł 7.5 FIDE).</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>Oznaczony jako nieprawidłowe posunięcie zakończone na szachownicy i cofnięte: przywrócono pozycję sprzed niego i ten sam zawodnik wykonał posunięcie ponownie (artykuł 7.5.1 FIDE). Nie jest to posunięcie partii.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>Pozycja wyjściowa</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Strona na posunięciu:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Białe</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Czarne</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>Prawa do roszady:</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>Białe 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>Białe 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>Czarne 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>Czarne 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>Pole bicia w &amp;przelocie:</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>Pole, które pion właśnie przeszedł ruchem o dwa pola i na którym można go zbić w przelocie (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Numer posunięcia:</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>Numer posunięcia, które ma wykonać strona na posunięciu.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Licznik półruchów:</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>Ruchy obu zawodników od ostatniego bicia lub ruchu pionem, liczone jak dla przepisu 50 posunięć (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Wyczyść szachownicę</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>&amp;Ustawienie początkowe</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>Pozycja przed pierwszym posunięciem partii.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Wkl&amp;ej FEN</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>Wczytuje FEN ze schowka.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>Tego FEN nie można użyć (znak %1): %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Tej pozycji nie można użyć: %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>Tej pozycji można użyć.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>W ustawionej pozycji ruch mają Białe.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>W ustawionej pozycji ruch mają Czarne.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>Prawo do takiej roszady, zachowane, dopóki ani król, ani ta wieża się nie ruszyły (3.8.2.1); silnik reguł pomija je, gdy nie stoją na swoich polach.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Obróć szachownicę</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>Obraca szachownicę: Czarne na dole albo Białe (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>Zdejmuje wszystkie bierki z szachownicy; strona na posunięciu i numer posunięcia zostają.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>Pozycja jako FEN: to, co się tu wpisze lub wklei, zostaje ustawione na szachownicy.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>Rozpoczyna formularz od ustawionej pozycji.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>Pozostawia pozycję wyjściową bez zmian.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Użycie: %1</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[opcje]</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opcje:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumenty:</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Wyświetla pomoc dotyczącą opcji wiersza poleceń.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Wyświetla pomoc wraz z opcjami specyficznymi dla Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Wyświetla informacje o wersji.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Wy&amp;tnij</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Wklej</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Tak</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nie</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Wy&amp;tnij</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopiuj &amp;adres odnośnika</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Wklej</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>Standardowe</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>Szachy szybkie (Aneks A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>Gra błyskawiczna (Aneks B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>Standardowe, szybkie czy błyskawiczne: Przepisy rozstrzygają niektóre sprawy inaczej przy każdym tempie.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>Rekonstrukcja partii</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>Formularz odtwarza się tak, jak zapisano: nie ma czego zmieniać.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>Na tym formularzu wyszukiwanie zatrzymało się na swoim limicie: koniec naprawiano po jednym problemie naraz.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Posunięcie</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Zmiana</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Powód</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>Wpisz przyjęte zmiany do formularza</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>Partia po rekonstrukcji (zmienione posunięcia podkreślone):</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>Najbardziej prawdopodobna pełna prawidłowa partia wymaga %n zmiany w formularzu. Odznacz zmianę, aby pozostawić dany wpis tak, jak zapisano.</numerusform>
            <numerusform>Najbardziej prawdopodobna pełna prawidłowa partia wymaga %n zmian w formularzu. Odznacz zmianę, aby pozostawić dany wpis tak, jak zapisano.</numerusform>
            <numerusform>Najbardziej prawdopodobna pełna prawidłowa partia wymaga %n zmian w formularzu. Odznacz zmianę, aby pozostawić dany wpis tak, jak zapisano.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>Formularz rozstrzyga tę zmianę: żaden inny sposób poprawienia wpisu nie pasuje równie dobrze.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>Nie uznano za rozstrzygnięte: sprawdzanie zatrzymało się na swoim limicie wyszukiwania, zanim wypróbowano każdy inny sposób.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>Nic na formularzu nie rozstrzyga tej zmiany; te posunięcia pasują równie dobrze. Zaznacz jedno, by zobaczyć je na szachownicy; „Wybierz to posunięcie” wstawia je i odtwarza resztę partii po nim.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(brak posunięcia): wpis zostaje pominięty</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 pasuje do formularza równie dobrze (jeszcze nie jest posunięciem partii)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Zmiany</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>Zmiany potrzebne najbardziej prawdopodobnej partii, po jednej w wierszu; zaznaczona zmiana zostaje wpisana do formularza.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>Partia po rekonstrukcji</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>Cała partia z zaznaczonymi zmianami; zmienione posunięcia są podkreślone.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>Wpisuje zaznaczone zmiany do formularza jako jeden krok, który Cofnij odwraca.</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>Pozostawia formularz bez zmian.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 nie jest wykluczony: sprawdzanie zatrzymało się na swoim limicie wyszukiwania, zanim ustaliło, czy pasuje to do blankietu (jeszcze nie ruch partii)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>Formularz bez nazwy</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Odzyskiwanie niezapisanej pracy</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck przerwał działanie, zanim ten formularz został zapisany:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, ostatnia kopia: %2&lt;br&gt;„%3”&lt;br&gt;&lt;br&gt;Odzyskać go?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Odzyskaj</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>Zapytaj ponownie następnym razem</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>%1 i %2 wyglądają podobnie w piśmie odręcznym</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>bicie pionem zapisane bez linii pionowej piona</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>niejednoznaczne: pasuje kilka posunięć; partia toczy się dalej po tym posunięciu</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>zapisane w kolumnie przeciwnika</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>przed tym posunięciem prawdopodobnie brakuje jednego posunięcia</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>tu nie zapisano posunięcia; po tym posunięciu mogą nastąpić kolejne wpisy</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>zapisano %1, a posunięcie ma %2</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>pominięto %1</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>prawidłowe posunięcie najbliższe temu, co zapisano</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>zapisane posunięcie jest prawidłowe, ale kolejne wpisy z niego nie wynikają</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>nie pasuje do żadnego posunięcia; pominięte</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation>; inne posunięcia też pasują do formularza, to jest bardziej prawdopodobne na szachownicy</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Raport sędziego</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turniej</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Szachownica</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>pole: %1; zapisany na formularzu: %2; na szachownicy: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nierozstrzygnięty</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notacja</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Sędzia</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Sporządzono</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1 za pomocą programu ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>Formularz tak, jak go wpisano</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Wiersz</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Posunięcie</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>Tak, jak wpisano, z oznaczeniem każdego wpisu</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>Oznaczenia: wpis bez oznaczenia jest poprawny; wpisy podkreślone są opatrzone uwagą.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>Wiersz %1, %2 %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n wpis po zatrzymaniu odtwarzania nie został sprawdzony, od %1 do %2.</numerusform>
            <numerusform>%n wpisy po zatrzymaniu odtwarzania nie zostały sprawdzone, od %1 do %2.</numerusform>
            <numerusform>%n wpisów po zatrzymaniu odtwarzania nie zostało sprawdzonych, od %1 do %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Wiersz %1: %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>Każdy wpis jest poprawny.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Zdarzenia istotne dla sędziego</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>Brak treści raportu: formularz nie zawiera posunięć.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Rozstrzygnięcia</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>brak wpisu</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>puste pole</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>Rekonstrukcja: najbardziej prawdopodobna partia</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>Żadna zmiana nie jest potrzebna: partia z formularza jest prawidłowa w zapisanej postaci.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 odczytane jako %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 wstawione przed %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 i następny wpis zamieniają się miejscami</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 pominięte</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>Wyszukiwanie wyczerpało swój budżet: koniec naprawiano po jednym błędzie naraz.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>Partia po tych zmianach:</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>Porównanie z %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>Różnice: %1. Ten formularz sięga półruchu %2, drugi półruchu %3.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>ten formularz: %1, drugi: %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1: brak posunięcia</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>Półruch %1: %2; posunięcie zgodne z oboma: %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>Partia zgodna z oboma formularzami:</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>przed %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>powtórzona pozycja, która wystąpiła %n raz</numerusform>
            <numerusform>powtórzona pozycja, która wystąpiła %n razy</numerusform>
            <numerusform>powtórzona pozycja, która wystąpiła %n razy</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>pozycja końcowa</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>wybrana przez sędziego</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>Pozycja wyjściowa</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Po %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Białe na posunięciu</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Czarne na posunięciu</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>Diagram %1: %2; %3. %4.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagramy</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Partia w poprawnym zapisie</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>Nie wykonano żadnego posunięcia.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(tu zatrzymało się odtwarzanie: dalsze wpisy nie są sprawdzone)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>SHA-256 tekstu formularza: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strona %1 z %2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>Reklamacja trzykrotnego powtórzenia pozycji (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>Reklamacja na podstawie przepisu 50 posunięć (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>Spadnięcie chorągiewki (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>Nieprawidłowe posunięcie (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>W ScoreCheck nie wydano żadnego rozstrzygnięcia dotyczącego tego formularza.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>w pozycji wyjściowej</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>po %1 (półruch %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, wydane %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>Wydane na podstawie wcześniejszej wersji formularza.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>Nie do rozstrzygnięcia na podstawie tego formularza: %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>brak posunięcia</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>NIEROZSTRZYGNIĘTE w półruchu %1: %2; nie da się rozstrzygnąć na podstawie tych formularzy: %3; partia toczy się dalej posunięciem %4</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>Nierozstrzygnięte: sprawdzanie zatrzymało się na swoim limicie wyszukiwania; znalezione posunięcie to %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>NIEROZSTRZYGNIĘTE w półruchu %1: %2; sprawdzanie zatrzymało się na swoim limicie wyszukiwania; znalezione posunięcie to %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Raport sędziego</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Eksport raportu do PDF</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>raport.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Dokumenty PDF (*.pdf);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>Nie można zapisać %1: nie udało się utworzyć PDF.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>Raport sędziego</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>Formularz tak, jak go wpisano, z oznaczeniem każdego wpisu</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Zdarzenia istotne dla sędziego</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>Wydane rozstrzygnięcia</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>Rekonstrukcja i porównanie, jeśli je wykonano</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagramy</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Partia w poprawnym zapisie</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>puste: linia do podpisu</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>Sędzia:</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>Rozstrzygnięcie</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>Rozstrzygnięcie słowami: najpierw werdykt, potem artykuły Przepisów, na których się opiera, i co z niego wynika.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>Zachowuje to rozstrzygnięcie przy formularzu: raport sędziego je drukuje.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>Kopiuje rozstrzygnięcie jako zwykły tekst do wklejenia w raporcie lub wiadomości.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>Zamyka to okno; zachowane rozstrzygnięcia zostają przy formularzu.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Szachownica, na której ustawia się pozycję</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>Posunięcia pasujące do wpisanego tekstu</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>Prawdopodobnie chodziło o (kliknij prawym przyciskiem, aby wpisać):</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>Prawdopodobnie chodziło o</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>sugestię</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Wklejanie</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>Formularz miałby %1 MB, więcej niż może mieć jakakolwiek partia (%2 MB); niczego nie wklejono.</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>uzupełnienie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Nie można odczytać %1: %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 to plik binarny, a nie tekst formularza lub PGN.</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 jest dłuższy niż %2 MB, więcej niż może mieć jakakolwiek partia: nie został otwarty.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>%1 nie zawiera partii %2.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 nie jest plikiem PGN: partii do niego nie dodano.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>pisanie</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>Tekstu po wyniku nie sprawdzono.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>Otwarty tu komentarz nie jest nigdy zamknięty: wszystko po nim odczytano jako komentarz.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>Otwarty tu wariant nie jest nigdy zamknięty: wszystko po nim odczytano jako wariant.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>Więcej wpisów, niż może mieć jakakolwiek partia: tekstu od tego miejsca nie odczytano.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, potem %2</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(puste pole)</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 zmienia się na %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 wstawione przed %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 i następny wpis zamieniają się miejscami</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 pominięte</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>Nie do rozstrzygnięcia na podstawie tego formularza: %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>Nierozstrzygnięte: sprawdzanie zatrzymało się na swoim limicie wyszukiwania; znalezione posunięcie to %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>Notacja: %1 (wykryto automatycznie)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notacja: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n wpis</numerusform>
            <numerusform>%n wpisy</numerusform>
            <numerusform>%n wpisów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n z uwagami</numerusform>
            <numerusform>%n z uwagami</numerusform>
            <numerusform>%n z uwagami</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>brak uwag</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n niesprawdzony</numerusform>
            <numerusform>%n niesprawdzone</numerusform>
            <numerusform>%n niesprawdzonych</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>Notacja: %1 (formularz brzmi jednakowo w językach: %2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Klawisz</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Gdzie</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>brak posunięcia</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (ten formularz)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (drugi formularz)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (niewykluczone: sprawdzanie zatrzymało się na swoim limicie wyszukiwania)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 potem %2 (dwa wpisy zamienione miejscami)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 pominięte przed %2</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 zamiast %2 w posunięciu %3</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 w posunięciu %2</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1; lub %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1; niewykluczone (sprawdzanie zatrzymało się na swoim limicie wyszukiwania): %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>Podręcznik użytkownika ScoreCheck</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 nie należy do podręcznika; jest instalowany z dokumentacją ScoreCheck.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>poprawny</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>prawidłowy, inna forma</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>nie w notacji algebraicznej</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>niejednoznaczny</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>nieprawidłowy</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nieczytelny</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>niesprawdzony</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>Bierkę zapisuje się jej literą w języku formularza (%2), %1, a potem polem docelowym, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>Pion nie ma litery: jego posunięcie zapisuje się polem docelowym, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Inna bierka tego rodzaju, na %1, też mogłaby pójść na %2, więc zapisuje się linię pionową, z której wychodzi ta bierka, %3 (C.10).</numerusform>
            <numerusform>Inne bierki tego rodzaju, na %1, też mogłyby pójść na %2, więc zapisuje się linię pionową, z której wychodzi ta bierka, %3 (C.10).</numerusform>
            <numerusform>Inne bierki tego rodzaju, na %1, też mogłyby pójść na %2, więc zapisuje się linię pionową, z której wychodzi ta bierka, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Inna bierka tego rodzaju na tej samej linii pionowej, na %1, też mogłaby pójść na %2, więc zapisuje się linię poziomą, z której wychodzi ta bierka, %3 (C.10).</numerusform>
            <numerusform>Inne bierki tego rodzaju na tej samej linii pionowej, na %1, też mogłyby pójść na %2, więc zapisuje się linię poziomą, z której wychodzi ta bierka, %3 (C.10).</numerusform>
            <numerusform>Inne bierki tego rodzaju na tej samej linii pionowej, na %1, też mogłyby pójść na %2, więc zapisuje się linię poziomą, z której wychodzi ta bierka, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Inna bierka tego rodzaju, na %1, też mogłaby pójść na %2; ani linia pionowa, ani pozioma osobno ich nie rozróżnia, więc zapisuje się całe pole wyjściowe tej bierki, %3 (C.10, C.8).</numerusform>
            <numerusform>Inne bierki tego rodzaju, na %1, też mogłyby pójść na %2; ani linia pionowa, ani pozioma osobno ich nie rozróżnia, więc zapisuje się całe pole wyjściowe tej bierki, %3 (C.10, C.8).</numerusform>
            <numerusform>Inne bierki tego rodzaju, na %1, też mogłyby pójść na %2; ani linia pionowa, ani pozioma osobno ich nie rozróżnia, więc zapisuje się całe pole wyjściowe tej bierki, %3 (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>Bicie na %1: przed tym polem można zapisać x; jest to nieobowiązkowe (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>Bijący pion zapisuje się z linią pionową, którą opuszcza, %1, przed polem docelowym; x między nimi jest nieobowiązkowy (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>Bicie w przelocie: zapisuje się pole, na które wchodzi pion, %1, a nie pole zbitego piona, %2; można dodać e.p., jest to nieobowiązkowe (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>Promocja: litera nowej bierki, %1, następuje zaraz po polu, bez = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>Roszadę krótką zapisuje się 0-0, zerami (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>Roszadę długą zapisuje się 0-0-0, zerami (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>Szach z odsłony: posunięcie odsłania bierkę na %1, która daje szacha.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>Podwójny szach: bierki na %1 dają szacha jednocześnie.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>Szach: po posunięciu można zapisać +; jest to nieobowiązkowe (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>Mat: po posunięciu można zapisać # (lub ++); jest to nieobowiązkowe (C.13).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: a sheet typed in or opened is replayed, every entry judged and marked, and the window rules on claims, flag falls and illegal moves.

Exit status:
  0  the window was closed, or the picture asked for was saved
  1  an unknown option, or the picture asked for could not be saved

Examples:
  scorecheck
     Opens the window on the built-in example sheet.
  scorecheck game.pgn
     Opens a PGN file; of a file with several games, the one chosen from a list.
  scorecheck --screenshot window.png sheet.txt
     Saves a picture of the window showing the sheet, and quits.</source>
        <translation>Sprawdza formularze zapisu partii szachowych tak, jak robi to sędzia: wpisany lub otwarty formularz jest odtwarzany, każdy wpis oceniany i oznaczany, a okno rozstrzyga reklamacje, spadnięcia chorągiewki i nieprawidłowe posunięcia.

Kod wyjścia:
  0  okno zostało zamknięte albo żądany obraz został zapisany
  1  nieznana opcja albo nie udało się zapisać żądanego obrazu

Przykłady:
  scorecheck
     Otwiera okno z wbudowanym przykładowym formularzem.
  scorecheck game.pgn
     Otwiera plik PGN; z pliku z kilkoma partiami tę wybraną z listy.
  scorecheck --screenshot window.png sheet.txt
     Zapisuje obraz okna pokazującego formularz i kończy działanie.</translation>
    </message>
    <message>
        <source>A scoresheet to open.</source>
        <translation>Formularz do otwarcia.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>Zapisz obraz okna do pliku FILE i zakończ (na potrzeby podręcznika użytkownika).</translation>
    </message>
</context>
</TS>
