<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>À propos de ScoreCheck</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>Vérifie les feuilles de partie d&apos;échecs comme le fait un arbitre.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck est un logiciel libre : vous pouvez le redistribuer et/ou le modifier selon les termes de la Licence publique générale GNU, version 3 ou (à votre choix) toute version ultérieure. Il est fourni sans aucune garantie.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>Compilé avec Qt %1 ; fonctionne avec Qt %2 (Licence publique générale limitée GNU, version 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>Les règles sont celles des Règles du jeu d&apos;échecs de la FIDE (2023). La feuille d&apos;exemple est la partie modèle de leur annexe C. Les images des pièces et l&apos;icône ont été dessinées pour ScoreCheck. Les tests utilisent des parties et des positions recueillies dans python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) et le jeu de données de feuilles manuscrites HCS ; third-party.md, installé avec la documentation, nomme chaque source et sa licence.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>Coups qui conviennent aussi bien</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>Mettre le coup sélectionné et reprendre la suite de la partie à partir de lui</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>&amp;Choisir ce coup</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>D’abord le coup avec lequel la partie continue, puis les autres qui conviennent aussi bien, le meilleur en tête ; l’échiquier montre celui qui est sélectionné, et Entrée le met en place.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>Il n’est pas établi que les coups marqués « non exclu » conviennent : la vérification s’est arrêtée avant de pouvoir les exclure.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>Triple répétition après %1 : la même position s&apos;est présentée après %2. La nulle peut être réclamée (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>Quintuple répétition après %1 : la partie est nulle (9.6.1). La position s&apos;est présentée après %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>Cinquante coups sans prise ni coup de pion après %1 : la nulle peut être réclamée (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>Soixante-quinze coups sans prise ni coup de pion après %1 : la partie est nulle (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>Échec et mat après %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>Pat après %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>Position morte après %1 : aucun camp ne peut mater (5.2.2).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>Coups joués : Blancs %1, Noirs %2.</translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>Résultat noté : %1. Sur l&apos;échiquier : %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>non décidé</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Chaque coup noté est vérifié.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Vérifié jusqu&apos;au coup %1 seulement : la feuille de partie continue jusqu&apos;au coup %2, sans vérification.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>Rien à signaler : la feuille de partie ne contient encore aucun coup.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>Proposition de nulle des Blancs avec %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>Proposition de nulle des Noirs avec %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>La partie s&apos;était terminée d&apos;elle-même après %1 ; l&apos;inscription notée ensuite ne compte pas.</numerusform>
            <numerusform>La partie s&apos;était terminée d&apos;elle-même après %1 ; les %n inscriptions notées ensuite ne comptent pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>Les %1 peuvent réclamer la nulle maintenant : la position après %2 s&apos;est présentée %n fois (9.2.2).</numerusform>
            <numerusform>Les %1 peuvent réclamer la nulle maintenant : la position après %2 s&apos;est présentée %n fois (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>Les %1 peuvent réclamer la nulle maintenant : 50 coups de chaque joueur sans prise ni coup de pion (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>Les %1 peuvent réclamer la nulle en notant l&apos;un de ces coups et en l&apos;annonçant : la position qu&apos;il amène se présenterait pour la troisième fois (9.2.1) : %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>Les %1 peuvent réclamer la nulle en notant un coup qui n&apos;est ni une prise ni un coup de pion et en l&apos;annonçant : il complète 50 coups de chaque joueur (9.3.1).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>Position morte après %1 : les pions ne peuvent plus bouger et enferment les pièces, aucun camp ne peut donc mater (5.2.2).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Proposition de nulle des Blancs avec %1, un coup repris comme illégal (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Proposition de nulle des Noirs avec %1, un coup repris comme illégal (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>Proposition de nulle des Blancs avec %1, une inscription que la relecture n&apos;a pas jouée : non vérifiée.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>Proposition de nulle des Noirs avec %1, une inscription que la relecture n&apos;a pas jouée : non vérifiée.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>Les modifications de cette feuille de partie ne peuvent pas être mises en sûreté dans %1 : %2. Nouvel essai chaque seconde ; enregistrez la feuille pour la conserver.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>Pion blanc en %1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>Cavalier blanc en %1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>Fou blanc en %1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>Tour blanche en %1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>Dame blanche en %1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>Roi blanc en %1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>Pion noir en %1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>Cavalier noir en %1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>Fou noir en %1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>Tour noire en %1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>Dame noire en %1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>Roi noir en %1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>Case vide %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Pion blanc</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Cavalier blanc</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Fou blanc</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Tour blanche</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Dame blanche</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Roi blanc</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Pion noir</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Cavalier noir</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Fou noir</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Tour noire</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Dame noire</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Roi noir</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1 : pièce levée</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1 : coup légal</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>Joué %1–%2 : %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>Promouvoir en cavalier</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>Promouvoir en fou</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>Promouvoir en tour</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>Promouvoir en dame</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>L’échiquier : les touches fléchées passent d’une case à l’autre, Entrée ou Espace lève une pièce et la pose sur sa case d’arrivée, Échap la remet en place. Un coup joué est écrit dans la feuille de partie.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la position de départ</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>la position après %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>la position de départ (demi-coup 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, le coup noté (demi-coup %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (demi-coup %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>Aucune réclamation possible : la partie s&apos;était déjà terminée par un échec et mat dans %1 (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>Aucune réclamation possible : la partie s&apos;était déjà terminée par un pat dans %1 (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>Aucune réclamation possible : la partie était nulle lorsque %1 s&apos;est présentée pour la cinquième fois (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>Aucune réclamation possible : la partie était nulle dans %1, après 75 coups de chaque joueur sans prise ni coup de pion (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>Aucune réclamation possible : la partie était nulle dans %1, une position morte où aucun joueur ne peut mater (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>Non fondée : %1 se présente pour la première fois.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>Non fondée : %1 ne se présente que pour la deuxième fois.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>Fondée : %1 se présente pour la troisième fois.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>Fondée : %1 s&apos;est maintenant présentée %2 fois.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>Non fondée : après le coup noté %1, la position se présenterait pour la première fois.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>Non fondée : après le coup noté %1, la position ne se présenterait que pour la deuxième fois.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>Fondée : après le coup noté %1, la position se présenterait pour la troisième fois.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>Fondée : après le coup noté %1, la position se serait présentée %2 fois.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>Fondée : les 50 derniers coups de chaque joueur ont été joués sans prise ni coup de pion.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>Non fondée : coups depuis la dernière prise ou le dernier coup de pion : Blancs %1, Noirs %2 ; il en faut 50 de chaque côté.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>Fondée : avec le coup noté %1, les 50 derniers coups de chaque joueur sont joués sans prise ni coup de pion.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>Non fondée : avec le coup noté %1, coups depuis la dernière prise ou le dernier coup de pion : Blancs %2, Noirs %3 ; il en faut 50 de chaque côté.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>Non fondée : le coup noté %1 est une prise : le décompte des cinquante coups recommence.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>Non fondée : le coup noté %1 est un coup de pion : le décompte des cinquante coups recommence.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>Non fondée : le coup noté « %1 » est illégal dans la position sur l&apos;échiquier.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>Non fondée : le coup noté « %1 » est ambigu : il peut désigner %2.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>Non fondée : le coup noté « %1 » ne peut pas être lu comme un coup.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>Article 9.2.1 : les %1 ont noté un coup et l&apos;ont annoncé ; la position à laquelle il mène doit être sur le point de se présenter au moins pour la troisième fois.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>Article 9.2.2 : la position sur l&apos;échiquier doit venir de se présenter au moins pour la troisième fois, les %1 ayant le trait.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>Des positions sont identiques quand le même joueur a le trait, que les mêmes pièces occupent les mêmes cases et que les mêmes coups sont possibles, roque et prise en passant compris (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>Article 9.3.1 : les %1 ont noté un coup et l&apos;ont annoncé ; avec lui, les 50 derniers coups de chaque joueur doivent avoir été joués sans mouvement de pion et sans prise.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>Article 9.3.2 : les 50 derniers coups de chaque joueur doivent avoir été joués sans mouvement de pion et sans prise ; les %1 ont le trait.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1 : les droits de roque diffèrent, et une prise en passant était possible dans l&apos;une des deux positions (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1 : les droits de roque diffèrent (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1 : une prise en passant était possible dans l&apos;une des deux positions (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>Dernière prise ou dernier coup de pion : %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>Aucune prise ni aucun coup de pion depuis la position de départ, dont le compteur de demi-coups était à %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>Aucune prise ni aucun coup de pion depuis la position de départ.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>Coups joués depuis, sans prise ni coup de pion : Blancs %1, Noirs %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>L&apos;arbitre ajoute une minute au temps de réflexion restant des %1 (9.5.3 ; blitz : B.3 avec A.3) ; deux minutes si la compétition applique B.2 (un arbitre par partie).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>L&apos;arbitre ajoute une minute au temps de réflexion restant des %1 (9.5.3 ; partie rapide : A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>L&apos;arbitre ajoute deux minutes au temps de réflexion restant des %1 (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>Les %1 doivent maintenant jouer le coup noté %2 (9.5.3) : il fait mat, et les %1 gagnent (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>Les %1 doivent maintenant jouer le coup noté %2 (9.5.3) : il fait pat, et la partie est nulle (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>Les %1 doivent maintenant jouer le coup noté %2 (9.5.3) : il mène à une position morte, et la partie est nulle (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>Les %1 doivent maintenant jouer le coup noté %2 (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>Le résultat est acquis : %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>La partie est nulle (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>Le coup noté ferait mat, mais un coup noté pour une réclamation n&apos;est pas joué : la réclamation a d&apos;abord rendu la partie nulle.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>Le coup noté ne peut pas être joué tel qu&apos;il est écrit : les %1 doivent jouer un coup conforme aux articles 3 et 4 (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>La partie continue.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>La réclamation vaut proposition de nulle, que les %1 peuvent accepter (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>Le coup noté « %1 » n&apos;est pas nécessaire : la position sur l&apos;échiquier tranche la réclamation.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>La position s&apos;est présentée après :</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>Les mêmes pièces occupaient les mêmes cases, avec le trait au même joueur, dans des positions qui ne sont pourtant pas identiques :</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>Les %1 doivent maintenant jouer le coup noté %2 (9.5.3) : la position apparaît alors pour la cinquième fois, et la partie est nulle (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>Les %1 doivent maintenant jouer le coup noté %2 (9.5.3) : il complète 75 coups de chaque joueur sans prise ni mouvement de pion, et la partie est nulle (9.6.2).</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>Décision sur une réclamation</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Réclamation :</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>&amp;Triple répétition (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;Cinquante coups (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>Coup &amp;noté :</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>Facultatif : le coup noté et annoncé, non joué, comme sur la feuille</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>C&amp;adence :</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Statuer</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Co&amp;pier en texte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>La relecture s&apos;arrête à %1 (%2) : la position de la réclamation n&apos;est pas connue. Corrigez d&apos;abord la feuille jusque-là.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>Pas de décision : la position de la réclamation n&apos;est pas connue.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>Les %1 réclament dans la position de départ, ayant le trait.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>Les %1 réclament après %2, ayant le trait.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>La même position apparaît pour la troisième fois, ou apparaîtra après le coup noté sur la feuille.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>Chaque joueur a joué les 50 derniers coups sans prise ni mouvement de pion, ou l&apos;aura fait après le coup noté sur la feuille.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>Afficher cette position sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>Une ligne qui nomme une position de la partie l&apos;affiche sur l&apos;échiquier principal, par un clic ou par Entrée.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>Les coups comptés</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>Échiquiers des positions comptées</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>Chaque position où se trouvait celle de la réclamation, en petit échiquier au-dessus de son coup ; les flèches font défiler.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>Langue de notation des feuilles (auto ou un code comme fr).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>Sortie : text, json (un objet par partie) ou pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>Parties vérifiées en parallèle.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>Feuilles de partie ou fichiers PGN ; - pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>--format : « %1 » n&apos;est ni text, ni json, ni pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>--jobs demande un nombre de 1 à 256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>aucun fichier donné (- pour l&apos;entrée standard)</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partie %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  demi-coups : %1 ; notation : %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (trouvée en rejouant)</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 après le demi-coup %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (la position s&apos;est présentée aux demi-coups %1)
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  résultat noté : %1 ; sur l&apos;échiquier : %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>non décidé</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>Position de départ (sinon la position initiale).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>--fen : %1 (au caractère %2)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>--lang : langue inconnue « %1 » (possibles : %2%3)</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>impossible de lire l&apos;entrée standard</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1 : ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : lecture impossible (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1 : c&apos;est un fichier binaire, ni une feuille de partie ni un texte PGN</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>Profondeur en demi-coups.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>Afficher le compte de chaque coup de la position de départ.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>--depth demande un nombre de 0 à %1</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san, lan, figurine, uci, iccf ou descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>Lettres des pièces en sortie (un code comme fr).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>Langue de notation de l&apos;entrée (auto ou un code).</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>--notation : « %1 » n&apos;est ni san, ni lan, ni figurine, ni uci, ni iccf, ni descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>donner un fichier (ou - pour l&apos;entrée standard)</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  proposition de nulle des Blancs après le coup %1
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  proposition de nulle des Noirs après le coup %1
</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>Trouver aussi la partie légale complète la plus probable et les changements qu&apos;elle demande.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>La feuille de l&apos;autre joueur (même(s) partie(s)) : rapprocher les deux et signaler leurs différences.</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>pas de partie %1 sur l&apos;autre feuille à rapprocher</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  rapprochée de %1, partie %2 : différences : %3 ; cette feuille va jusqu&apos;au demi-coup %4, l&apos;autre jusqu&apos;au demi-coup %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>cette feuille %1, l&apos;autre %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    demi-coup %1 : %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; aucun coup
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (la recherche a épuisé son budget : la fin a été réparée une rupture après l&apos;autre)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    partie : %1
</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    probablement voulu : %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  partie la plus probable (changements : %1) :
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    ligne %1, colonne %2 : </translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 lu comme %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 placé avant %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 et l&apos;inscription suivante échangent leurs places</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 écarté</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>--reconstruct et --pair rendent compte en text ou json, pas en pgn</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(case vide)</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>Une feuille de partie ou un fichier PGN ; - pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  ligne %1, colonne %2 : %3
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  coups joués : Blancs %1, Noirs %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (chaque coup noté vérifié)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (vérifié jusqu&apos;au coup %1 ; la feuille continue jusqu&apos;au coup %2, sans vérification)
</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>aucune partie trouvée dans %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>impossible d’écrire sur la sortie standard : %1</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>elle commence dans une autre position (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  rapprochée de %1, partie %2 : la partie de l’autre feuille est inutilisable : %3
</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrite : %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 s’arrête ligne %2, colonne %3 : « %4 » est %5 ; rien de ce qui suit n’est écrit</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  un PGN de la partie s&apos;arrête ligne %1, colonne %2 ; le reste de la feuille y est gardé en commentaire
</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  ligne %1, colonne %2 : %3%4 %5 — %6</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  %n inscription suivante n&apos;a pas pu être vérifiée
</numerusform>
            <numerusform>  %n inscriptions suivantes n&apos;ont pas pu être vérifiées
</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>Le coup que le réclamant a noté et annoncé sans l&apos;avoir joué, dans la notation et la langue de la feuille de partie.</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>Cadence : standard (partie lente), rapid (partie rapide) ou blitz.</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>Sortie : text ou json (un objet).</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>La nulle réclamée : threefold (triple répétition, 9.2) ou fifty (règle des cinquante coups, 9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>La feuille de partie jusqu&apos;au moment de la réclamation, une seule partie ; - pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>indiquer la nulle réclamée (threefold ou fifty) et un fichier</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>« %1 » n&apos;est pas une réclamation : utiliser threefold ou fifty</translation>
    </message>
    <message>
        <source>White has checkmated.</source>
        <translation>Les Blancs ont maté.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>Les Noirs ont maté.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>Les Blancs peuvent mater, par exemple : %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>Les Noirs peuvent mater, par exemple : %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>Les Blancs ne peuvent mater par aucune suite de coups légaux.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>Les Noirs ne peuvent mater par aucune suite de coups légaux.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>Blancs : non décidé (la recherche a atteint sa limite).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>Noirs : non décidé (la recherche a atteint sa limite).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>Il n&apos;est pas décidé si la position est morte.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>La position est morte : aucun camp ne peut mater (FIDE 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>La position n&apos;est pas morte.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>La position à juger.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>Sortie : text ou json.</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>--fen est obligatoire</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format : « %1 » n&apos;est ni text ni json</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>impossible de statuer sur %1 : %2</translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>la feuille de partie s&apos;arrête ligne %1, colonne %2 : « %3 » est %4, la position au moment de la réclamation n&apos;est donc pas connue</translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  la partie s&apos;est terminée d&apos;elle-même après le demi-coup %1 (%2) : l&apos;inscription notée ensuite ne compte pas
</numerusform>
            <numerusform>  la partie s&apos;est terminée d&apos;elle-même après le demi-coup %1 (%2) : %n inscriptions notées ensuite ne comptent pas
</numerusform>
        </translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate : « %1 » n&apos;est ni standard, ni rapid, ni blitz</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>Le nombre de coups que le contrôle de temps exige au moment de la chute du drapeau (par exemple 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>Le joueur dont le drapeau est tombé.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>La feuille de partie jusqu&apos;à la chute du drapeau, une seule partie ; - pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>indiquer le joueur dont le drapeau est tombé (white ou black) et un fichier</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>« %1 » n&apos;est pas un joueur : utiliser white ou black</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>--moves : « %1 » n&apos;est pas un nombre de coups de 1 à 1000</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 contient plus d&apos;une partie : une décision porte sur une seule partie, donnez-la seule</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>La feuille jusqu&apos;au coup illégal, qui en est la dernière inscription ; une partie ; - pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>donnez un fichier : la feuille jusqu&apos;au coup illégal</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>la feuille n&apos;a aucune inscription : sa dernière inscription est le coup illégal sur lequel décider</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>nommez la décision : claim, flag, illegal ou can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>décision inconnue &apos;%1&apos; (utilisez claim, flag, illegal ou can-mate)</translation>
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
        <translation>usage : scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]
                             [--reconstruct] [--pair AUTRE_FICHIER] FICHIER... | -
        scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                             [--fen FEN] FICHIER | -
        scorecheck-cli perft [--fen FEN] --depth N [--divide]
        scorecheck-cli rule claim threefold|fifty [--intended COUP] [--rate standard|rapid|blitz] [--lang L]
                             [--fen FEN] [--format text|json] FICHIER | -
        scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                             [--fen FEN] [--format text|json] FICHIER | -
        scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                             FICHIER | -
        scorecheck-cli rule can-mate --fen FEN [--format text|json]
        scorecheck-cli COMMANDE --help   (ce que fait chaque option)
        scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>Vérifie les feuilles de partie d&apos;échecs comme le fait un arbitre : chaque coup noté est rejoué et
jugé, la partie de la feuille peut être écrite en PGN ou dans une autre notation, et les réclamations,
chutes du drapeau et coups illégaux sont arbitrés d&apos;après la feuille.
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
        <translation>Code de sortie :
  0  chaque coup noté est correct ou légal sous une autre forme, et chaque partie a pu être utilisée ;
     une commande rule a rendu sa décision, quelle qu&apos;elle soit
  1  un coup noté est moins bon (non algébrique, ambigu, illégal, illisible, non vérifié), ou une
     partie n&apos;a pu être vérifiée ou rapprochée
  2  arguments inutilisables, fichier illisible, binaire ou sans partie, ou sortie qui ne peut être
     écrite
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
        <translation>Exemples :
  scorecheck-cli check sheet.txt
     Signale chaque coup noté de la feuille qui n&apos;est pas correct, et la fin de la partie.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     Un objet JSON par partie, deux parties vérifiées à la fois.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     La partie d&apos;une feuille écrite avec les lettres allemandes des pièces, en PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Arbitre une réclamation de triple répétition faite en notant le coup Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Arbitre la chute du drapeau des Blancs quand 40 coups sont exigés.
</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>Affiche, au lieu de la vérifier, l&apos;empreinte SHA-256 du texte de la feuille de chaque partie (UTF-8, fins de ligne en LF) : la valeur qu&apos;imprime le pied de page d&apos;un rapport.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>--hash n&apos;affiche que les empreintes : il ne prend ni --format, ni --reconstruct, ni --pair</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>        scorecheck-cli check --hash FICHIER... | -
        scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair AUTRE] [--diagram DEMI-COUP]...
                             [--arbiter NOM] [--paper a4|letter] --output FICHIER.pdf FICHIER | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>Le rapport d&apos;arbitrage d&apos;une feuille est écrit en PDF, pour être imprimé ou archivé.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report : 0 une fois le PDF écrit ; 2 aussi pour une partie qui ne peut être rejouée, et alors
     aucun PDF n&apos;est écrit)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     Le rapport d&apos;arbitrage de la feuille en PDF, avec la position après le demi-coup 24.
  scorecheck-cli check --hash sheet.txt
     L&apos;empreinte SHA-256 du texte de la feuille, telle que l&apos;imprime le pied de page de son rapport.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>Langue de notation de la feuille (auto ou un code comme de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>Trouver aussi la partie légale complète la plus probable et rapporter les changements qu&apos;elle demande.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>La feuille de l&apos;autre joueur pour la même partie (ou les mêmes) : rapporter où les deux diffèrent.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>Dessiner aussi la position après ce demi-coup (0 : le début) ; peut être donné plusieurs fois.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>Le nom de l&apos;arbitre, imprimé dans l&apos;en-tête du rapport.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>Format du papier : a4 ou letter (par défaut : celui de la locale du système).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>Écrit le rapport d&apos;arbitrage d&apos;une feuille en PDF : la feuille telle que saisie avec la marque de chaque inscription, chaque constat avec son article des Règles de la FIDE, les événements pour l&apos;arbitre, des diagrammes des positions qui comptent et la partie en notation propre. Un fichier PGN de plusieurs parties donne un seul PDF, chaque partie à partir d&apos;une nouvelle page.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>Code de sortie :
  0  le rapport a été écrit
  2  arguments inutilisables, fichier illisible ou sans partie, partie qui ne peut être rejouée
     (aucun rapport n&apos;est écrit, pas même à moitié), ou PDF qui ne peut être écrit
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>Exemples :
  scorecheck-cli report --output report.pdf sheet.txt
     Le rapport d&apos;arbitrage de la feuille.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     Avec les feuilles des deux joueurs comparées et la position après le demi-coup 31.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>--diagram demande un demi-coup, un nombre à partir de 0 : « %1 »</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper : « %1 » n&apos;est ni a4 ni letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>--output FICHIER.pdf est obligatoire</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>donnez un fichier (- pour l&apos;entrée standard)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, partie %2 : non comparée : %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>impossible de lancer %1 (il est installé à côté de scorecheck-cli) : %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 s&apos;est arrêté : %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  la feuille se lit de même en %1 : sa langue de notation ne peut être déterminée
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      impossible à trancher d’après cette feuille de notation : %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      impossible à trancher d&apos;après ces feuilles de partie : %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      non tranché : la vérification s’est arrêtée à sa limite de recherche ; le coup trouvé est %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>« %1 » n&apos;est pas une commande : utiliser check, write, perft, rule ou report</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>une case vide (ligne %1, colonne %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>« %1 » (ligne %2, colonne %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, partie %2 : pas de diagramme après le demi-coup %3 : la relecture ne va que jusqu&apos;au demi-coup %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive : pas de lettres de notation descriptive pour « %1 » (utiliser en, ou de, da, sv ou no pour les lettres allemandes)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended : indiquer le coup noté et annoncé</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  proposition de nulle des Blancs avec %1, une inscription que la relecture n&apos;a pas jouée : non vérifiée
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  proposition de nulle des Noirs avec %1, une inscription que la relecture n&apos;a pas jouée : non vérifiée
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1 : cela ressemble à du texte UTF-16 sans indicateur d&apos;ordre des octets ; l&apos;enregistrer en UTF-8, ou en UTF-16 avec son indicateur</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>ligne %1 : la feuille dépasse %2 Mo, plus qu’aucune partie ne peut en faire ; elle n’a pas été vérifiée</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, partie %2 : aucun rapport n&apos;a été écrit : %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>avertissement : la feuille porte le résultat %1 ; la décision considère la partie comme se poursuivant après sa dernière inscription</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>Décide d&apos;après la feuille de partie, comme un arbitre, sur :
  claim     une nulle réclamée par triple répétition (9.2) ou par la règle des cinquante coups (9.3)
  flag      une chute du drapeau après la dernière inscription de la feuille (6.9)
  illegal   la dernière inscription de la feuille, un coup illégal que le joueur a achevé (7.5)
  can-mate  si chaque camp peut encore mater dans une position (6.9, 7.5.5, 5.2.2)
Les options de chaque décision : scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal ou can-mate, puis les options et arguments de la décision.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>Le fichier PDF à écrire (obligatoire) ; - pour la sortie standard.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>le PDF n&apos;a pas pu être produit</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare Two Sheets</source>
        <translation>Comparer deux feuilles</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>Cette feuille</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>Autre feuille</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(aucun coup)</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Feuilles</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>L’endroit précédent où les feuilles diffèrent (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>L’endroit suivant où les feuilles diffèrent (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>La partie qui s’accorde avec les deux feuilles (%1 : les feuilles ne permettent pas de trancher ce coup) :</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>choisi par l’arbitre</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>impossible à trancher</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ les feuilles diffèrent</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(aucun coup) : la position où se trouve l’inscription</translation>
    </message>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ Différence précédente</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>Différence suivante ▼</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>La partie qui convient aux deux feuilles compte %n demi-coup.</numerusform>
            <numerusform>La partie qui convient aux deux feuilles compte %n demi-coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>Les feuilles diffèrent en %n endroit.</numerusform>
            <numerusform>Les feuilles diffèrent en %n endroits.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>Cette feuille va jusqu&apos;au demi-coup %1, l&apos;autre (%2) jusqu&apos;au demi-coup %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>À %n d’entre eux, rien sur les feuilles ne permet de trancher quel coup a été joué (%1) : choisissez-y, dans la liste sous le tableau, le coup qui est retenu.</numerusform>
            <numerusform>À %n d’entre eux, rien sur les feuilles ne permet de trancher quel coup a été joué (%1) : choisissez-y, dans la liste sous le tableau, le coup qui est retenu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>Rien sur les feuilles ne permet de trancher ce coup : choisissez dans la liste sous le tableau le coup qui est retenu.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>Les deux feuilles ne portent pas toutes deux ce coup tel qu’il est noté ; la partie retient le coup qui s’accorde le mieux avec les deux feuilles, et aucun autre ne s’accorde aussi bien.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>Les feuilles tranchent ce coup : aucun autre ne s’accorde aussi bien avec les deux.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 Non déclaré tranché : la vérification s’est arrêtée à sa limite de recherche avant d’avoir essayé tous les autres coups.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 Rien sur les feuilles ne permet de trancher ce coup ; ceux-ci conviennent aussi bien. Sélectionnez-en un pour le voir sur l’échiquier ; « Choisir ce coup » en fait le coup de la partie.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 convient aussi bien aux feuilles ; la partie continue avec %2</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 impossible à trancher : %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>Chaque coup de la partie qui concorde avec les deux feuilles, avec ce que chaque feuille note et où elles diffèrent ; l&apos;échiquier montre la position de la ligne choisie.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>La partie qui concorde avec les deux feuilles</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>Toute la partie telle que les deux feuilles s&apos;accordent sur elle, avec les choix de l&apos;arbitre.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>Ferme la comparaison ; le rapport de l&apos;arbitre l&apos;imprime avec les choix faits.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>Dans %n d’entre eux, la vérification s’est arrêtée à sa limite de recherche (%1) : le coup trouvé n’y est pas déclaré tranché.</numerusform>
            <numerusform>Dans %n d’entre eux, la vérification s’est arrêtée à sa limite de recherche (%1) : les coups trouvés n’y sont pas déclarés tranchés.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>non tranché : limite de recherche</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>La vérification s’est arrêtée à sa limite de recherche avant d’avoir essayé tous les autres coups : le coup trouvé n’est pas déclaré tranché.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 non tranché : la vérification s’est arrêtée à sa limite de recherche ; le coup trouvé est %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 n’est pas exclu (la vérification s’est arrêtée à sa limite de recherche) ; la partie continue avec %2</translation>
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
        <translation>une position morte</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>la cinquième apparition d&apos;une même position</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 coups sans prise ni mouvement de pion</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>une position morte, les pions bloqués</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>Aucun coup légal dans cette position ne correspond à ce qui est écrit.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>Ce n&apos;est un coup dans aucune notation que ScoreCheck connaît.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>Plusieurs coups légaux correspondent ; l&apos;annexe de la FIDE demande alors la colonne ou la rangée de départ.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>Comme preuve, la FIDE n&apos;accepte que les feuilles de partie en notation algébrique ; l&apos;arbitre doit en avertir le joueur.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>Non vérifié : la partie rejouée n&apos;a pas pu atteindre cette inscription avec certitude.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>Cela peut vouloir dire : %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>La FEN est vide.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>La FEN n&apos;a que %1 champs ; il en faut au moins 4 (placement, trait, roque, en passant).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>La FEN a plus de 6 champs ; « %1 » est en trop.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>Placement : « %1 » n&apos;est ni une lettre de pièce (PNBRQK pour les Blancs, pnbrqk pour les Noirs) ni un chiffre de 1 à 8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>Placement : la rangée %1 a plus de 8 cases.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>Placement : la rangée %1 a moins de 8 cases.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>Placement : il faut exactement 8 rangées séparées par « / ».</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>Trait : « %1 » doit être « w » ou « b ».</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>Roque : « %1 » n&apos;est pas une lettre de roque (K, Q, k, q, une lettre de colonne ou « - »).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>Roque : le droit « %1 » figure deux fois.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>En passant : « %1 » n&apos;est ni une case (comme e3) ni « - ».</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>Compteur de demi-coups : « %1 » n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>Numéro de coup : « %1 » n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>Compteur de demi-coups : %1 est hors limites (0 à 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>Numéro de coup : %1 est hors limites (0 à 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>La position n&apos;a pas de roi blanc.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>La position n&apos;a pas de roi noir.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>La position a plus d&apos;un roi blanc.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>La position a plus d&apos;un roi noir.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>Un pion se trouve en %1 ; les pions ne peuvent pas être sur la première ou la dernière rangée.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>La position a plus de 8 pions blancs.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>La position a plus de 8 pions noirs.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Les pièces blanches ne peuvent pas provenir d&apos;une partie : il y a plus de pièces promues que de pions manquants.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Les pièces noires ne peuvent pas provenir d&apos;une partie : il y a plus de pièces promues que de pions manquants.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>Le roi blanc est en échec alors que les Noirs ont le trait : la position est impossible.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>Le roi noir est en échec alors que les Blancs ont le trait : la position est impossible.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Le roi blanc est en échec par plus de deux pièces : la position est impossible.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Le roi noir est en échec par plus de deux pièces : la position est impossible.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>Trait : « s » (schwarz, noir en allemand) a été lu comme les Noirs (« b »).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>Roque : le droit « %1 » a été retiré : le roi ou la tour n&apos;est pas sur sa case.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>Roque : le droit « %1 » a été lu comme un roque Chess960 (roi ou tour hors de sa case habituelle).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>En passant : « %1 » a été retiré : aucun pion ne peut venir de la franchir d&apos;un pas double.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>Numéro de coup : 0 a été lu comme 1.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>Le coup donne échec, mais aucun signe d&apos;échec (+) n&apos;est noté. Le signe est facultatif (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>Le coup mate, mais aucun signe de mat (#) n&apos;est noté. Le signe est facultatif (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>Le coup prend, mais aucun x n&apos;est noté. Le signe de prise est facultatif (FIDE C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>Le coup prend en passant, mais « e.p. » n&apos;est pas noté. La mention est facultative (FIDE C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>Le signe d&apos;échec ou de mat ne correspond pas à la position après le coup.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>Un signe de prise est noté, mais le coup ne prend rien.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>La prise est notée par deux-points ; la forme de la FIDE utilise x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>La prise de pion ne nomme que des colonnes (comme « ed ») ; la forme de la FIDE nomme la case d&apos;arrivée (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>Une prise de pion doit nommer la colonne que quitte le pion (exd5, FIDE C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>La case de départ est donnée alors qu&apos;une seule pièce de ce type peut jouer ce coup (FIDE C.10 ne la demande qu&apos;en cas de besoin).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>La rangée est donnée là où la colonne distinguerait les pièces ; la FIDE préfère la colonne (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>Forme longue avec trait d&apos;union ; la forme longue de la FIDE accole les cases sans lui (Cg1f3, C.8).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>Un trait d&apos;union sépare la pièce de sa case ; la FIDE les écrit ensemble.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>Un coup de pièce est noté par deux cases sans la lettre de la pièce (forme en coordonnées).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>Une lettre est notée pour le pion ; la FIDE note les coups de pion sans lettre (annexe C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>Une figurine remplace la pièce ; sur une feuille de partie, la FIDE attend la lettre de la pièce.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>« e.p. » est noté, mais le coup n&apos;est pas une prise en passant.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>Le pion atteint la dernière rangée, mais la nouvelle pièce n&apos;est pas notée ; lu comme une dame (FIDE C.11 l&apos;exige).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Promotion notée avec « = » (PGN) ; la FIDE écrit la pièce juste après la case (d8D, C.11).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Promotion notée entre parenthèses ou après une barre oblique ; la FIDE écrit la pièce juste après la case (d8D, C.11).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>La pièce de promotion est en minuscule (notation des moteurs) ; la FIDE utilise la majuscule.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>Roque noté avec la lettre O (PGN) ; la FIDE le note avec des zéros (0-0, C.13).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>Roque noté comme un coup du roi (e1g1) ; la FIDE écrit 0-0 ou 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>La pièce prise est nommée avant la case (DxCd5) ; la FIDE n&apos;écrit que la case (Dxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>%n autre inscription n&apos;a pas pu être vérifiée.</numerusform>
            <numerusform>%n autres inscriptions n&apos;ont pas pu être vérifiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>Probablement voulu : %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Ligne %1</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>Décision sur une chute du drapeau</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>Drapeau tombé :</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancs</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noirs</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>&amp;Coups exigés par le contrôle de temps :</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>Le nombre de coups que le contrôle de temps exige au moment de la chute du drapeau (par exemple 40) ; Aucun s&apos;il n&apos;exige aucun nombre de coups.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Co&amp;pier en texte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>Le drapeau des Blancs est tombé dans la position de départ.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>Le drapeau des Noirs est tombé dans la position de départ.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>Le drapeau des Blancs est tombé après %1.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>Le drapeau des Noirs est tombé après %1.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>La feuille a été modifiée avant le moment de la chute du drapeau : cette décision ne vaut plus. Décidez à nouveau depuis le menu Arbitrage.</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>Analyse en cours : les Noirs peuvent-ils encore mater ?</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>Analyse en cours : les Blancs peuvent-ils encore mater ?</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Statuer</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>Le drapeau des Blancs est tombé.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>Le drapeau des Noirs est tombé.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>Les Blancs perdent au temps : les Noirs peuvent encore mater (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>Les Noirs perdent au temps : les Blancs peuvent encore mater (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Nulle : le drapeau des Blancs est tombé, mais les Noirs ne peuvent mater par aucune suite de coups légaux (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Nulle : le drapeau des Noirs est tombé, mais les Blancs ne peuvent mater par aucune suite de coups légaux (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Pas de perte : les Blancs avaient joué les %1 coups exigés par le contrôle de temps avant la chute du drapeau.</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Pas de perte : les Noirs avaient joué les %1 coups exigés par le contrôle de temps avant la chute du drapeau.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>La partie était déjà terminée par %1 après le demi-coup %2 (%3) : la chute du drapeau n&apos;y change rien.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>Impossible à décider d&apos;après cette feuille : elle n&apos;est vérifiée que jusqu&apos;au coup %1 et ne peut donc pas montrer si les %2 coups ont été joués ; l&apos;arbitre décide d&apos;après d&apos;autres éléments, comme la feuille de l&apos;adversaire (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>Impossible à décider d&apos;après cette feuille : elle n&apos;est vérifiée que jusqu&apos;au coup %1 (elle va jusqu&apos;au coup %2), la position au moment de la chute du drapeau n&apos;est donc pas connue.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Non décidé : l&apos;analyse n&apos;a pas établi, dans sa limite, si les Noirs peuvent encore mater ; l&apos;arbitre décide (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Non décidé : l&apos;analyse n&apos;a pas établi, dans sa limite, si les Blancs peuvent encore mater ; l&apos;arbitre décide (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>Coups joués par les Blancs : %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>Coups joués par les Noirs : %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>Le contrôle de temps exige %n coup.</numerusform>
            <numerusform>Le contrôle de temps exige %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Chaque coup noté est vérifié.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Vérifié jusqu&apos;au coup %1 seulement : la feuille de partie continue jusqu&apos;au coup %2, sans vérification.</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Par exemple : %1</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>Le dernier coup, %1, a été joué mais pas achevé : la pendule n&apos;a pas été appuyée (6.2.1).</translation>
    </message>
</context>
<context>
    <name>FlagRulingView</name>
    <message>
        <source>Result: %1</source>
        <translation>Résultat : %1</translation>
    </message>
    <message>
        <source>Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not complete the prescribed number of moves in the allotted time loses the game; but the game is drawn if the opponent cannot checkmate the player&apos;s king by any possible series of legal moves.</source>
        <translation>Article 6.9 : sauf si la partie est déjà terminée (5.1.1 à 5.2.3), le joueur qui n&apos;a pas joué le nombre de coups prescrit dans le temps imparti perd la partie ; toutefois, la partie est nulle si l&apos;adversaire ne peut mater le roi du joueur par aucune suite possible de coups légaux.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.JJ</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>Enregistré avec la feuille et écrit dans le PGN exporté comme balise %1.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>Recherche : joueur, tournoi, ronde, date</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>%1 contient %n partie. Laquelle ?</numerusform>
            <numerusform>%1 contient %n parties. Laquelle ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>Lecture de %1 : %n partie jusqu’ici…</numerusform>
            <numerusform>Lecture de %1 : %n parties jusqu’ici…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>le champ Résultat indique %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>la feuille de partie indique %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>l&apos;échiquier indique %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>Les résultats ne concordent pas : %1.</translation>
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
        <translation>forme courte de la FIDE (Annexe C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>la même avec les lettres anglaises (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>des figurines au lieu des lettres, recommandées dans les publications (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>avec la case de départ : acceptable (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>lisible, mais la forme longue des Règles n&apos;a pas de trait d&apos;union (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>coordonnées des moteurs d&apos;échecs, pas pour une feuille de partie</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>échecs par correspondance ; pas algébrique, donc pas une preuve sur une feuille de partie FIDE (Annexe C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>pas algébrique, donc pas une preuve sur une feuille de partie FIDE (Annexe C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>Comment s&apos;écrit %1</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>Pourquoi il s&apos;écrit ainsi</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>Pas encore de coup. Placez le curseur sur un coup de la feuille, ou parcourez la partie, pour voir comment il s&apos;écrit et pourquoi.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>Premier coup illégal achevé des %1, %2 : la position d&apos;avant est rétablie et les %3 reçoivent du temps supplémentaire (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>Les %1 perdent : %2 est le deuxième coup illégal achevé des %1, et les %3 peuvent encore mater (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Nulle : %2 est le deuxième coup illégal achevé des %1, mais les %3 ne peuvent mater par aucune suite de coups légaux (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>Non décidé : %2 est le deuxième coup illégal achevé des %1, mais l&apos;analyse n&apos;a pas établi, dans sa limite, si les %3 peuvent encore mater ; l&apos;arbitre décide (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>Pas de coup illégal : %1 se lit comme un coup légal. Si un autre coup a été joué sur l&apos;échiquier, corrigez d&apos;abord l&apos;inscription.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>Impossible à décider avec cette feuille : %1 est illisible et ne montre donc pas le coup joué. Corrigez d&apos;abord l&apos;inscription selon le coup joué sur l&apos;échiquier.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>La partie était déjà terminée par le deuxième coup illégal achevé des %1, %2 (7.5.5) : %3 n&apos;y change rien.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>La partie était déjà terminée par %1 après le demi-coup %2 : %3 n&apos;y change rien.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>Impossible à décider avec cette feuille : la relecture s&apos;arrête à %1 (%2), avant %3, donc la position dans laquelle %3 a été joué n&apos;est pas connue. Corrigez d&apos;abord la feuille jusque-là ; si %1 était lui-même un coup illégal achevé puis repris, marquez-le comme tel.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>L&apos;arbitre ajoute une minute au temps de réflexion restant des %1 (7.5.5 ; blitz : B.3 avec A.3) ; deux minutes si la compétition applique B.2 (un arbitre par partie).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>L&apos;arbitre ajoute une minute au temps de réflexion restant des %1 (7.5.5 ; partie rapide : A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>L&apos;arbitre ajoute deux minutes au temps de réflexion restant des %1 (7.5.5).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>Position à rétablir : %1</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Résultat : %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>Coups illégaux achevés des %1 : %2 (%3).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Par exemple : %1</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>L&apos;arbitre rétablit la position immédiatement antérieure au coup illégal, et les %1 y jouent un coup selon les règles de la pièce touchée : la pièce touchée pour le coup illégal doit être jouée si elle peut l&apos;être (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Un deuxième coup illégal achevé des %1 leur fera perdre la partie, sauf si les %2 ne peuvent mater par aucune suite de coups légaux (7.5.5).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 est marqué comme repris mais ne se lit pas comme un coup illégal : non compté.</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Décision sur un coup illégal</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>Coup illégal achevé sur l&apos;échiquier : %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>C&amp;adence :</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>&amp;Marquer comme repris</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Co&amp;pier en texte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>Marque l&apos;inscription sur la feuille comme un coup illégal achevé puis repris : la relecture reprend à partir de la position d&apos;avant, avec le même joueur au trait (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Statuer</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>Articles 7.5.1 et 7.5.5 : dès qu&apos;un joueur a appuyé sur sa pendule après un coup illégal, la position immédiatement antérieure est rétablie ; pour le premier coup illégal achevé d&apos;un joueur, l&apos;adversaire reçoit deux minutes supplémentaires (une en rapide et en blitz), et le second perd la partie, sauf si l&apos;adversaire ne peut mater le roi du joueur par aucune suite possible de coups légaux : la partie est alors nulle.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <source>German</source>
        <translation>allemand</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>danois</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>suédois</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norvégien</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>estonien</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>finnois</translation>
    </message>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>néerlandais</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>islandais</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>italien</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>espagnol</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polonais</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>portugais</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>roumain</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>tchèque</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>hongrois</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>hébreu</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>russe</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>ukrainien</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>bulgare</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>serbe (cyrillique)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>croate, serbe (latin), bosnien, slovène</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>slovaque</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>grec</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>turc</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>lituanien</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>vietnamien</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indonésien</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>albanais</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>catalan</translation>
    </message>
    <message>
        <source>Afrikaans</source>
        <translation>afrikaans</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Copy FEN</source>
        <translation>Copier la FEN</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>Notation de la feuille :</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>Afficher les coups en :</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Algébrique longue</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Retourner l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>Ouvrir une feuille de partie</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>Feuilles de partie et PGN (*.txt *.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>E&amp;xporter en PGN…</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Copier le PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>Enregistrer la feuille de partie</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>Feuilles de partie (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>La feuille comporte des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>Feuille sans titre</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] — ScoreCheck</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Réparer</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>&amp;Reconstituer la partie...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>&amp;Comparer avec la feuille de l&apos;autre joueur...</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>La feuille de l&apos;autre joueur</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>Langue de la notation</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partie %2</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>Une ligne de la feuille se lit comme une ligne d’en-tête PGN : les informations de la partie et la position de départ ne peuvent pas être enregistrées avec elle. La feuille a été enregistrée sans elles ; « Exporter en PGN » les conserve.</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>&amp;Ajouter à un fichier PGN…</translation>
    </message>
    <message>
        <source>Game Details</source>
        <translation>Informations de la partie</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>Comme sur la feuille de partie</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>Pour l&apos;arbitre</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>Rien à vérifier pour l&apos;instant : saisissez la feuille de partie ci-dessus.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>Reconstitution</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>Exemple : la partie modèle de la FIDE</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;Arbitrage</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>Réclamer la &amp;triple répétition...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>Réclamer les &amp;cinquante coups...</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Décision sur un coup illégal</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>La feuille n&apos;a encore aucune inscription : saisissez d&apos;abord la partie jusqu&apos;au coup illégal.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>Marquer comme repris</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>Coup &amp;illégal achevé...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>Chute du drapeau : &amp;Blancs...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>Chute du drapeau : &amp;Noirs...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Ce que signifient les &amp;marques</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>&amp;Qu&apos;est-ce que c&apos;est ?</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>À &amp;propos de ScoreCheck</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;La feuille&lt;/b&gt;&lt;p&gt;Saisissez ici la feuille de partie telle qu&apos;elle est écrite, dans n&apos;importe quelle notation et langue. Chaque coup noté est souligné selon son verdict (Aide ▸ Ce que signifient les marques) ; un clic droit sur un coup montre les coups qu&apos;il veut probablement dire.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Le tableau de la feuille&lt;/b&gt;&lt;p&gt;Les coups notés par numéro, Blancs et Noirs, avec le symbole et la couleur de chaque verdict. Choisissez une case pour voir la position qui suit sur l&apos;échiquier et dans le panneau de l&apos;arbitre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;L&apos;échiquier&lt;/b&gt;&lt;p&gt;La position après le coup sous le curseur, ou après la case choisie du tableau. Sa FEN est en dessous, à copier.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Constats&lt;/b&gt;&lt;p&gt;Chaque coup noté qui n&apos;est pas correct, avec ce qui ne va pas et le coup probable. Un clic mène au coup dans la feuille.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Le panneau de l&apos;arbitre&lt;/b&gt;&lt;p&gt;Ce qu&apos;un arbitre vérifie à ce moment : les répétitions, le compte des cinquante coups, les coups joués, le résultat noté et le résultat sur l&apos;échiquier. Le menu Arbitrage tranche d&apos;ici les réclamations, les chutes du drapeau et les coups illégaux.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Informations de la partie&lt;/b&gt;&lt;p&gt;Les joueurs, le tournoi, la date, la ronde et le résultat, écrits dans le PGN exporté de la feuille.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>&amp;Imprimer le rapport…</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>Exporter le rapport en P&amp;DF…</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>Ajouter un diagramme ici</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>&amp;Position de départ…</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>Comment ce coup s&apos;écrit-il ?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>Coup sur l’échiquier</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>La feuille de notation telle qu&apos;elle est écrite, un coup noté après l&apos;autre. Chaque coup est vérifié à la frappe ; Tab quitte la feuille.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>Chaque coup noté qui n&apos;est pas correct, avec ce qui ne va pas et le coup probable. Entrée mène au coup dans la feuille.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>La position après le coup sous le curseur, ou après la case choisie du tableau.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>La position de l&apos;échiquier écrite en FEN, à copier.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>Copie la FEN de la position de l&apos;échiquier dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>Tableau de la feuille</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>Les coups par numéro, Blancs et Noirs, chacun avec son verdict. Les flèches passent d&apos;une case à l&apos;autre ; l&apos;échiquier montre la position après la case choisie.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>Propositions de nulle, répétitions, le compte des cinquante coups, les coups accomplis et le résultat, à ce moment de la partie.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>Notation de la feuille</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>La langue des lettres des pièces de la feuille ; Automatique la trouve d&apos;après les coups.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>Afficher les coups en</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>La notation dans laquelle le tableau, les constats et les panneaux écrivent les coups.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>Montre la position avant le premier coup.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>Montre la position un coup plus tôt.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>Montre la position un coup plus tard.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>Montre la position après le dernier coup.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>Retourne l&apos;échiquier : les Noirs en bas, ou les Blancs.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>Zoom : %1 %</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>Algébrique longue avec trait d&apos;union</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>Numérique ICCF</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>Descriptive anglaise</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Panneaux latéraux</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>Pour l&apos;arbitre, et comment le coup s&apos;écrit, l&apos;un ou l&apos;autre ; les flèches sur les onglets passent de l&apos;un à l&apos;autre.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>Algébrique, légal et écrit sous une forme que permettent les Règles de la FIDE (annexe C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>Algébrique et légal, mais sous une forme que les Règles ne prévoient pas, ou avec un signe erroné.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>Légal, mais dans un système que la FIDE n&apos;accepte pas comme preuve (la notation descriptive, par exemple).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>Se lit comme deux coups légaux ou plus.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>Lisible, mais aucun coup légal ne lui correspond.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>Ne correspond à aucune notation.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>Non jugé : la relecture n&apos;a pu atteindre ce coup avec certitude.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>Ce que signifient les marques</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>La feuille souligne chaque coup noté selon son verdict ; le tableau montre son symbole et sa couleur.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>Dans la feuille</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>Dans le tableau</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Signification</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>Ce qui est saisi correspond à plusieurs coups ; celui-ci en est un (C.10).</translation>
    </message>
</context>
<context>
    <name>MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Coup %1, %2 : %3, %4, avec proposition de nulle</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Coup %1, %2 : %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>en cours de saisie</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>l&apos;étiquette FEN est inutilisable : %1</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>proposition de nulle</translation>
    </message>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>ligne %1 : pas une ligne d&apos;étiquette de la forme [Nom &quot;valeur&quot;]</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>ligne %1 : la partie n&apos;est pas en UTF-8 ; elle a été lue en Latin-1</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>ligne %1 : la partie dépasse %2 Mo, plus qu’aucune partie ne peut en faire ; elle n’a pas été vérifiée</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>Tel que noté :</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>La relecture s&apos;arrête ici, à %1 %2 : %3. Le reste de la feuille de partie, tel que noté :</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>Le résultat noté sur la feuille de partie :</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>ligne %1, colonne %2 : la ligne d’étiquette n’a pas de ] fermant</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>ligne %1, colonne %2 : contenu binaire, pas du texte ; la partie n’a pas été vérifiée</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>Coup illégal achevé puis repris (FIDE 7.5.1) :</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>Variante telle que notée :</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>La relecture s&apos;arrête ligne %1, à %2 %3 (%4) : le PGN contient les coups d&apos;avant, et le reste de la feuille, %n coup noté, y va en commentaire.</numerusform>
            <numerusform>La relecture s&apos;arrête ligne %1, à %2 %3 (%4) : le PGN contient les coups d&apos;avant, et le reste de la feuille, %n coups notés, y va en commentaire.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>Le PGN donne %1 : le champ Résultat s&apos;il est rempli, sinon l&apos;échiquier, sinon la feuille de partie.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>Exporter la partie quand même ?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>Exporter en PGN</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>Copier le PGN</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>Ajouter à un fichier PGN</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 contient déjà cette partie (mêmes données et mêmes coups) comme partie %2. L&apos;ajouter encore une fois à la fin ?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>Ajouter la partie à la fin de %1 ? Les parties qu&apos;il contient restent telles quelles.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>Créer le fichier PGN %1 avec cette partie ?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>Vider la case</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>Vider la case (Suppr sur l&apos;échiquier ; un clic droit vide aussi une case)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (tapez %2 sur l&apos;échiquier)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>Le coup est dans la colonne de l&apos;autre joueur.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>Parmi les coups que cette inscription peut signifier, un seul permet l&apos;inscription suivante ; la partie rejouée continue avec lui.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>Le numéro de coup %1 est noté ici, mais la partie en est au coup %2 : un numéro a été sauté.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>Le numéro de coup %1 est noté ici, mais la partie en est au coup %2 : un numéro a été répété.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>Noté alors que la partie était déjà terminée d&apos;elle-même (mat, pat, position morte, quintuple répétition ou 75 coups : articles 5 et 9.6 des Règles FIDE) ; ce coup ne compte pas.</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>Marqué comme un coup illégal achevé sur l&apos;échiquier puis repris : la position d&apos;avant a été rétablie et le même joueur a rejoué (article 7.5.1 des règles de la FIDE). Ce n&apos;est pas un coup de la partie.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>Marqué comme coup illégal repris, mais le coup tel qu’il est écrit est légal : vérifiez la marque. Tant qu’elle reste, le coup n’est pas joué et ne compte pas comme coup illégal (article 7.5 des Règles de la FIDE).</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancs</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noirs</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>Droits de roque :</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>Blancs 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>Blancs 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>Noirs 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>Noirs 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>Case &amp;en passant :</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>La case qu&apos;un pion vient de franchir par une avance de deux cases, où il peut être pris en passant (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Numéro du &amp;coup :</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>Le numéro du coup que le camp au trait va jouer.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Compteur de &amp;demi-coups :</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>Coups des deux joueurs depuis la dernière prise ou le dernier coup de pion, comptés comme pour la règle des 50 coups (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Vider l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>La position avant le premier coup d&apos;une partie.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Co&amp;ller la FEN</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>Lit la FEN du presse-papiers.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN :</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>Cette FEN est inutilisable (caractère %1) : %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Cette position est inutilisable : %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>La position est utilisable.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>Dans la position mise en place, les Blancs ont le trait.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>Dans la position mise en place, les Noirs ont le trait.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>Le droit de roquer ainsi, conservé tant que ni le roi ni cette tour n&apos;ont bougé (3.8.2.1) ; le moteur de règles l&apos;écarte s&apos;ils ne sont pas en place.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Retourner l&apos;échiquier</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>Retourne l&apos;échiquier : les Noirs en bas, ou les Blancs (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>Retire toutes les pièces de l&apos;échiquier ; le trait et le numéro du coup restent.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>La position en FEN : ce qui est saisi ou collé ici est mis en place sur l&apos;échiquier.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>Fait partir la feuille de la position mise en place.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>Laisse la position de départ telle qu&apos;elle était.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Utilisation : %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments :</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Affiche l’aide sur les options de la ligne de commande.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Affiche l’aide, options propres à Qt comprises.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Affiche la version.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[options]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
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
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copier l’a&amp;dresse du lien</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>Cadence lente</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>Rapide (annexe A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>Blitz (annexe B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>Cadence lente, rapide ou blitz : les Règles tranchent certains points différemment selon la cadence.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>Reconstituer la partie</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>La feuille se rejoue telle qu&apos;elle est écrite : rien à changer.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>La recherche s’est arrêtée à sa limite sur cette feuille : la fin a été réparée un problème après l&apos;autre.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>Écrire les changements acceptés dans la feuille</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>La partie reconstituée (coups changés soulignés) :</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>La partie légale complète la plus probable demande %n changement sur la feuille. Décochez un changement pour laisser cette inscription telle qu&apos;elle est écrite.</numerusform>
            <numerusform>La partie légale complète la plus probable demande %n changements sur la feuille. Décochez un changement pour laisser cette inscription telle qu&apos;elle est écrite.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>La feuille tranche ce changement : aucune autre façon de corriger l’inscription ne convient aussi bien.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>Non déclaré tranché : la vérification s’est arrêtée à sa limite de recherche avant d’avoir essayé toutes les autres façons.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>Rien sur la feuille ne permet de trancher ce changement ; ces coups conviennent aussi bien. Sélectionnez-en un pour le voir sur l’échiquier ; « Choisir ce coup » le met en place et reconstitue la suite de la partie à partir de lui.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(aucun coup) : l’inscription est écartée</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 convient aussi bien à la feuille (pas encore le coup de la partie)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Changements</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>Les changements dont la partie la plus probable a besoin, un par ligne ; un changement coché est écrit dans la feuille.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>La partie reconstituée</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>Toute la partie avec les changements cochés ; les coups qu&apos;ils changent sont soulignés.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>Écrit les changements cochés dans la feuille, en une seule étape qu&apos;Annuler défait.</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>Laisse la feuille telle qu&apos;elle est.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 n’est pas exclu : la vérification s’est arrêtée à sa limite de recherche avant d’établir si cela correspond à la feuille de notation (pas encore le coup de la partie)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>Feuille sans titre</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck s’est arrêté avant que cette feuille de partie soit enregistrée :</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, dernière copie %2&lt;br&gt;« %3 »&lt;br&gt;&lt;br&gt;La récupérer ?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>Redemander au prochain démarrage</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>%1 et %2 se ressemblent à l&apos;écrit</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>prise de pion écrite sans sa colonne</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>ambigu : plusieurs coups conviennent ; la partie continue après celui-ci</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>écrit dans la colonne de l&apos;autre joueur</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>un coup semble manquer avant celui-ci</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>aucun coup écrit ici ; celui-ci permet aux inscriptions suivantes de suivre</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>%1 écrit là où le coup a %2</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omis</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>le coup légal le plus proche de ce qui est écrit</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>le coup écrit est légal, mais les inscriptions suivantes ne peuvent pas le suivre</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>ne correspond à aucun coup ; omis</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation> ; d&apos;autres coups conviennent aussi bien à la feuille de partie, celui-ci est le plus probable sur l&apos;échiquier</translation>
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
        <translation>Rapport d&apos;arbitrage</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>champ : %1 ; inscrit sur la feuille : %2 ; sur l&apos;échiquier : %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>non décidé</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Établi</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1 avec ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>La feuille telle que saisie</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>Telle que saisie, avec la marque de chaque inscription</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>Marques : une inscription sans marque est correcte ; les inscriptions soulignées ont un constat.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>Ligne %1, %2 %3 : %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n inscription après l&apos;arrêt de la relecture n&apos;est pas vérifiée, de %1 à %2.</numerusform>
            <numerusform>%n inscriptions après l&apos;arrêt de la relecture ne sont pas vérifiées, de %1 à %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>Chaque inscription est correcte.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Les événements pour l&apos;arbitre</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>Rien à signaler : la feuille n&apos;a aucun coup.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>une case vide</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>Reconstruction : la partie la plus probable</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>Aucun changement n&apos;est nécessaire : la partie de la feuille est légale telle qu&apos;écrite.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 lu comme %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 inséré avant %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 et l&apos;inscription suivante échangent leurs places</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omis</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>La recherche a épuisé son budget : la fin a été réparée une rupture à la fois.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>La partie avec ces changements :</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>Comparaison avec %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>Différences : %1. Cette feuille va jusqu&apos;au demi-coup %2, l&apos;autre jusqu&apos;au demi-coup %3.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>cette feuille %1, l&apos;autre %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1 : aucun coup</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>Demi-coup %1 : %2 ; le coup qui convient aux deux : %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>La partie qui convient aux deux feuilles :</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>avant %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>la position répétée, apparue %n fois</numerusform>
            <numerusform>la position répétée, apparue %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>la position finale</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>choisi par l&apos;arbitre</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagrammes</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>La position de départ</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Après %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>Diagramme %1 : %2 ; %3. %4.</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>La partie en notation propre</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>Aucun coup n&apos;a été joué.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(la relecture s&apos;arrête ici : les inscriptions suivantes ne sont pas vérifiées)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>SHA-256 du texte de la feuille : %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>Réclamation de triple répétition (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>Réclamation selon la règle des cinquante coups (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>Chute du drapeau (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>Coup illégal (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>Aucune décision n&apos;a été prise sur cette feuille dans ScoreCheck.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>dans la position initiale</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>après %1 (demi-coup %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, prise le %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>Prise sur une version antérieure de la feuille.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>Impossible à trancher d’après cette feuille de notation : %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>NON TRANCHÉ au demi-coup %1 : %2 ; impossible à trancher d’après ces feuilles : %3 ; la partie continue avec %4</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>Non tranché : la vérification s’est arrêtée à sa limite de recherche ; le coup trouvé est %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>NON TRANCHÉ au demi-coup %1 : %2 ; la vérification s’est arrêtée à sa limite de recherche ; le coup trouvé est %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Rapport d&apos;arbitrage</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Exporter le rapport en PDF</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>rapport.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Documents PDF (*.pdf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>Impossible d&apos;écrire %1 : le PDF n&apos;a pas pu être produit.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>Rapport d&apos;arbitrage</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>La feuille telle que saisie, chaque inscription avec sa marque</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Les événements pour l&apos;arbitre</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>Décisions prises</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>Reconstruction et comparaison, si elles ont été faites</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagrammes</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>La partie en notation propre</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>laissé vide : une ligne pour signer</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>Arbitre :</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>La décision en mots : le verdict d&apos;abord, puis les articles des Règles sur lesquels elle repose et ce qui s&apos;ensuit.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>Garde cette décision avec la feuille : le rapport de l&apos;arbitre l&apos;imprime.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>Copie la décision en texte brut, à coller dans un rapport ou un message.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>Ferme cette fenêtre ; les décisions gardées restent avec la feuille.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Échiquier où la position est mise en place</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>Coups correspondant à la saisie</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>Probablement voulu (clic droit pour en écrire un) :</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>Probablement voulu</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>La feuille ferait %1 Mo, plus qu’aucune partie ne peut en faire (%2 Mo) ; rien n’a été collé.</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Suggestion</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>Complétion</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 est un fichier binaire, ni une feuille de partie ni un texte PGN.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 n&apos;a pas pu être enregistré : %2</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 dépasse %2 Mo, plus qu’aucune partie ne peut en faire : le fichier n’a pas été ouvert.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>%1 ne contient pas de partie %2.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 n’est pas un fichier PGN : la partie n’y a pas été ajoutée.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>Saisie</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>Le texte qui suit le résultat n’a pas été vérifié.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>Un commentaire ouvert ici n’est jamais fermé : tout ce qui suit a été lu comme faisant partie du commentaire.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>Plus d’inscriptions qu’aucune partie ne peut en avoir : le texte à partir d’ici n’a pas été lu.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>Une variante ouverte ici n’est jamais fermée : tout ce qui suit a été lu comme faisant partie de la variante.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, puis %2</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 devient %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 placé avant %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 et l&apos;inscription suivante échangent leurs places</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 écarté</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(case vide)</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>Impossible à trancher d’après cette feuille de notation : %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>Non tranché : la vérification s’est arrêtée à sa limite de recherche ; le coup trouvé est %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>Notation : %1 (détectée automatiquement)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notation : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n coup noté</numerusform>
            <numerusform>%n coups notés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n avec constat</numerusform>
            <numerusform>%n avec constats</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>aucun constat</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n non vérifié</numerusform>
            <numerusform>%n non vérifiés</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>Notation : %1 (la feuille se lit de même en %2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (cette feuille)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (l’autre feuille)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (non exclu : la vérification s’est arrêtée à sa limite de recherche)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 puis %2 (les deux inscriptions interverties)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 omis avant %2</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 au lieu de %2 au coup %3</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 au coup %2</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1 ; ou %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1 ; non exclus (la vérification s’est arrêtée à sa limite de recherche) : %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>Guide de l&apos;utilisateur de ScoreCheck</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 ne fait pas partie du guide ; il est installé avec la documentation de ScoreCheck.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>correct</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>légal, autre forme</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>non algébrique</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>ambigu</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>illégal</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>Une pièce s&apos;écrit avec sa lettre dans la langue de la feuille (%2), %1, puis la case d&apos;arrivée, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>Un pion n&apos;a pas de lettre : son coup s&apos;écrit avec la case d&apos;arrivée, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Une autre pièce de même nature, en %1, pourrait aussi aller en %2 ; la colonne de départ de celle-ci, %3, est donc écrite (C.10).</numerusform>
            <numerusform>D&apos;autres pièces de même nature, en %1, pourraient aussi aller en %2 ; la colonne de départ de celle-ci, %3, est donc écrite (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Une autre pièce de même nature sur la même colonne, en %1, pourrait aussi aller en %2 ; la rangée de départ de celle-ci, %3, est donc écrite (C.10).</numerusform>
            <numerusform>D&apos;autres pièces de même nature sur la même colonne, en %1, pourraient aussi aller en %2 ; la rangée de départ de celle-ci, %3, est donc écrite (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Une autre pièce de même nature, en %1, pourrait aussi aller en %2 ; ni la colonne ni la rangée seule ne les distingue, la case de départ entière de celle-ci, %3, est donc écrite (C.10, C.8).</numerusform>
            <numerusform>D&apos;autres pièces de même nature, en %1, pourraient aussi aller en %2 ; ni la colonne ni la rangée seule ne les distingue, la case de départ entière de celle-ci, %3, est donc écrite (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>Prise en %1 : un x peut être écrit avant cette case ; il est facultatif (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>Un pion qui prend s&apos;écrit avec la colonne qu&apos;il quitte, %1, avant la case d&apos;arrivée ; un x entre les deux est facultatif (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>Prise en passant : la case écrite est celle où le pion arrive, %1, non celle du pion pris, %2 ; e.p. peut être ajouté, il est facultatif (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>Promotion : la lettre de la nouvelle pièce, %1, suit immédiatement la case, sans = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>Le petit roque s&apos;écrit 0-0, avec des zéros (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>Le grand roque s&apos;écrit 0-0-0, avec des zéros (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>Échec à la découverte : le coup démasque la pièce en %1, qui donne échec.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>Échec double : les pièces en %1 donnent échec en même temps.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>Échec : + peut être écrit après le coup ; il est facultatif (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>Échec et mat : # (ou ++) peut être écrit après le coup ; il est facultatif (C.13).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A scoresheet to open.</source>
        <translation>Une feuille de partie à ouvrir.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>Enregistrer une image de la fenêtre dans FICHIER et quitter (pour le guide).</translation>
    </message>
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
        <translation>Vérifie les feuilles de partie d&apos;échecs comme le fait un arbitre : une feuille saisie ou ouverte est rejouée, chaque coup noté jugé et marqué, et la fenêtre arbitre les réclamations, les chutes du drapeau et les coups illégaux.

Code de sortie :
  0  la fenêtre a été fermée, ou l&apos;image demandée a été enregistrée
  1  une option inconnue, ou l&apos;image demandée n&apos;a pu être enregistrée

Exemples :
  scorecheck
     Ouvre la fenêtre sur la feuille d&apos;exemple intégrée.
  scorecheck game.pgn
     Ouvre un fichier PGN ; d&apos;un fichier de plusieurs parties, celle choisie dans une liste.
  scorecheck --screenshot window.png sheet.txt
     Enregistre une image de la fenêtre montrant la feuille, puis quitte.</translation>
    </message>
</context>
</TS>
