// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/adjudication.h"

#include "core/error.h"
#include "rulesets/common/diceerror.h"

#include <QRegularExpression>

namespace adjutant::app {

namespace {

// A procedure makes a handful of rolls; a death roll against many hits one per 6 hits (FoGR,
// Death Rolls), never more than this.
constexpr int kMostRolls = 400;

// "input.hitsReceived: contradicts ..." -> the path and the message.
Adjudication::Problem problemOf(const QString &message)
{
    static const QRegularExpression pathed(
        QStringLiteral("^((?:input|dice)(?:[.\\[][^:\\s]*)?): (.*)$"),
        QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = pathed.match(message);
    if (match.hasMatch())
        return {match.captured(1), match.captured(2)};
    return {QString(), message};
}

} // namespace

Adjudication::Adjudication(const rulesets::Ruleset &ruleset, QString procedure)
    : mRuleset(&ruleset), mProcedure(std::move(procedure))
{
}

void Adjudication::evaluate(const QJsonObject &input, const QHash<QString, Typed> &dice)
{
    mOdds.reset();
    mResult.reset();
    mDice.reset();
    mRolls.clear();
    mInputProblem = {};
    mDiceProblem = {};
    try {
        rulesets::DiceSource none = rulesets::DiceSource::none();
        mOdds = mRuleset->run(mProcedure, input, none);
    } catch (const rulesets::DiceError &error) {
        mInputProblem = problemOf(QString::fromUtf8(error.what()));
        return;
    } catch (const core::Error &error) {
        mInputProblem = problemOf(error.message());
        return;
    }

    // The rolls one at a time: run with the dice of the rolls known so far; the source names the
    // next roll the procedure asks for, and its dice join if the player has typed them.
    QHash<QString, Typed> given;
    std::optional<rulesets::DiceSource::Record> last;
    for (int step = 0; step <= kMostRolls; ++step) {
        rulesets::DiceSource source = rulesets::DiceSource::typed(given);
        try {
            rulesets::ProcedureResult result = mRuleset->run(mProcedure, input, source);
            for (const rulesets::DiceSource::Record &record : source.rolls())
                mRolls.append({record, true});
            mResult = std::move(result);
            mDice = std::move(source);
            return;
        } catch (const rulesets::DiceError &error) {
            for (const rulesets::DiceSource::Record &record : source.rolls())
                mRolls.append({record, true});
            const auto &missing = source.missingRoll();
            if (missing && !given.contains(missing->name)) {
                if (dice.contains(missing->name)) {
                    given.insert(missing->name, dice.value(missing->name));
                    last = missing;
                    mRolls.clear();
                    continue;
                }
                mRolls.append({*missing, false}); // waits for its dice
                return;
            }
            // The dice typed for the roll just added are refused.
            if (last)
                mRolls.append({*last, false});
            mDiceProblem = problemOf(QString::fromUtf8(error.what()));
            if (mDiceProblem.path.isEmpty() && last)
                mDiceProblem.path = QStringLiteral("dice.") + last->name;
            return;
        } catch (const core::Error &error) {
            mInputProblem = problemOf(error.message());
            return;
        }
    }
    mDiceProblem = {QString(),
                    QStringLiteral("the procedure asks for more than %1 rolls").arg(kMostRolls)};
}

core::Change Adjudication::change() const
{
    if (!mResult || !mDice)
        throw core::Error(QStringLiteral("nothing to apply: type the dice first"));
    return mResult->toChange(*mDice);
}

QHash<QString, Adjudication::Typed> Adjudication::roll(const QJsonObject &input, quint32 seed) const
{
    rulesets::DiceSource source = rulesets::DiceSource::seeded(seed);
    mRuleset->run(mProcedure, input, source);
    QHash<QString, Typed> typed;
    for (const rulesets::DiceSource::Record &record : source.rolls()) {
        Typed dice;
        for (const rulesets::RolledDie &die : record.dice) {
            dice.faces.push_back(die.face);
            if (die.reroll)
                dice.rerolls.push_back(*die.reroll);
        }
        typed.insert(record.name, dice);
    }
    return typed;
}

std::vector<int> Adjudication::parseFaces(const QString &text)
{
    std::vector<int> faces;
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    const QStringList words = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &word : words) {
        bool ok = false;
        const int face = word.toInt(&ok);
        if (!ok)
            throw core::Error(
                QStringLiteral("\"%1\" is not a die face: type the faces as numbers, e.g. 6 4 1")
                    .arg(word));
        faces.push_back(face);
    }
    return faces;
}

QString Adjudication::facesText(const std::vector<int> &faces)
{
    QStringList words;
    for (int face : faces)
        words.append(QString::number(face));
    return words.join(QLatin1Char(' '));
}

} // namespace adjutant::app
