// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/common/die.h"
#include "rulesets/common/rerollpolicy.h"
#include "rulesets/common/roll.h"

#include <QHash>
#include <QJsonArray>
#include <QList>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <vector>

namespace adjutant::rulesets {

// Where a procedure's dice come from (DESIGN.md: procedures are pure; dice come in as arguments):
// typed by the players from their physical dice, drawn from a seeded generator, or none, when
// the procedure reports only the odds. Each roll a procedure makes has a name ("cohesion",
// "death", "dutch.poa-1"), the name typed dice are given under.
class DiceSource
{
public:
    // The dice of one roll as the players read them: the faces, then the re-rolls in order of
    // the dice that took one.
    struct Typed
    {
        std::vector<int> faces;
        std::vector<int> rerolls;
    };
    // One roll made, for the result.
    struct Record
    {
        QString name;
        QString die;
        int count = 0;
        std::optional<int> score; // to-hit rolls
        std::vector<RolledDie> dice;
        Die kind = kD6;             // the die itself, for forms that check typed faces
        RerollPolicy reroll;        // which faces take a re-roll, for forms that ask for them
        QString label; // what it is to the players ("Tercio, group 1"); the name when empty
    };

    static DiceSource none();
    static DiceSource typed(QHash<QString, Typed> rolls);
    static DiceSource seeded(std::uint32_t seed);
    // {"cohesion": [5, 1], "death": [1], "spanish.poa+1": {"faces": [6, 4, 1], "rerolls": [5]}}.
    // Throws core::Error naming the path of a malformed entry.
    static DiceSource fromJson(const QJsonValue &json, const QString &path);

    bool givesDice() const { return mKind != Kind::None; }

    // The dice of the roll called `name`: `count` dice re-rolled as `policy` says (to-hit rolls
    // pass their score). None when the source gives no dice. Typed dice are checked: a missing
    // roll, the wrong number of dice or re-rolls, or a face the die cannot show throw DiceError
    // naming the roll ("dice.cohesion: 3 dice given, the roll is 2 d6").
    std::optional<std::vector<RolledDie>> roll(const QString &name, const Die &die, int count,
                                               const RerollPolicy &policy, std::optional<int> score,
                                               const QString &label = {});
    // Typed rolls the procedure never asked for are mistakes (a misspelt name): throws
    // DiceError naming them and the rolls the procedure made.
    void checkAllUsed() const;

    const QList<Record> &rolls() const { return mRecords; }
    // The roll a typed source was asked for and had no dice for, once roll() has thrown
    // DiceError for it: its name, die, count and re-roll policy, so that a resolver can ask the
    // player for exactly that roll (a further death roll exists only after a base was lost).
    const std::optional<Record> &missingRoll() const { return mMissing; }
    // [{"roll": "cohesion", "die": "d6", "dice": [{"face": 1, "reroll": 5, "counts": 5}, ...]}]
    QJsonArray rollsJson() const;

private:
    enum class Kind
    {
        None,
        Typed,
        Seeded
    };
    Kind mKind = Kind::None;
    QHash<QString, Typed> mTyped;
    std::shared_ptr<std::mt19937> mGenerator;
    QList<Record> mRecords;
    std::optional<Record> mMissing;
};

} // namespace adjutant::rulesets
