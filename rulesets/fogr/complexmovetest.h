// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/fogr/fogrtypes.h"
#include "rulesets/procedureresult.h"

#include <QString>

namespace adjutant::rulesets {
class DiceSource;
class RuleBook;
} // namespace adjutant::rulesets

namespace adjutant::rulesets::fogr {

// Why a CMT is taken: it decides the -1 for stopping, whether quality re-rolls apply and what
// passing and failing mean (the "purpose.*" cells of the complexMoveTest table).
enum class CmtPurpose
{
    Move,   // a complex move; battle wagons: any move
    Charge, // DISRUPTED non-shock, threatened flank, foot on mounted, light horse on battle troops
    Intercept,               // DISRUPTED non-shock
    ReceiveCharge,           // light troops charged by battle troops, or they evade
    PursueMounted,           // foot who broke mounted opponents, to pursue
    StopPursuing,            // pursuers in contact with routers
    StopPursuingLostContact, // gendarmes, cavaliers, warrior impact foot out of contact: no
                             // re-rolls
    StopLooting
};

enum class CmtCommander
{
    None,
    InRange, // in line of command, in command range from the start of the phase
    With     // with the battle group from the start of the phase
};

struct ComplexMoveTestInput
{
    QString battleGroup;
    QString name;
    FogrQuality quality = FogrQuality::Average;
    Cohesion cohesion = Cohesion::Steady;
    Disorder disorder = Disorder::None;
    bool warriors = false;  // any bases are warriors
    bool artillery = false; // an artillery battle group
    bool battleWagons = false;
    CmtPurpose purpose = CmtPurpose::Move;
    CmtCommander commander = CmtCommander::None;
    bool greatCommander = false;
};

// FoGR, General Movement Rules, The Complex Move Test: 2 dice, quality re-rolls unless the
// purpose says otherwise, the modifiers of the table, 8 to pass. Roll "cmt". Changes nothing.
ProcedureResult complexMoveTest(const ComplexMoveTestInput &input, DiceSource &dice,
                                const RuleBook &book);

// FoGR, General Movement Rules, Variable Moves: the distances a move of `normal` MU may come to,
// with their exact chances (1 die, no quality re-rolls). A distance is never below 0.
Distribution variableMoveDistances(int normal, const RuleBook &book);
// The adjustment for one face of the die.
int variableMoveAdjustment(int face, const RuleBook &book);

FogrProcedure complexMoveTestProcedure();
FogrProcedure variableMoveProcedure();

} // namespace adjutant::rulesets::fogr
