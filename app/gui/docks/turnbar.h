// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QToolBar>

class QAction;
class QLabel;
class QToolButton;

namespace adjutant::app {

class BattleDocument;

// Where the battle stands in its turn: the turn number, the rule set's phases in order with the
// current one marked, the active side, and what the rule set says comes next (Nieuport 1600:
// whose wing activates next, rulesets::Books::nextInTurn). Next and previous phase (and a click on a phase or a
// side) record a turn.changed, one step of the log each.
class TurnBar : public QToolBar
{
    Q_OBJECT

public:
    struct Position
    {
        int turn = 1;
        QString phase;
        QString activeSide;
        bool operator==(const Position &) const = default;
    };
    // The phase after `from`: the next phase of the turn; after the last phase (FoGR: Joint
    // Action) the first phase of the next turn with the next side active (the other side of
    // two). From no phase or one the rule set does not have: its first phase.
    static Position next(const Position &from, const QStringList &phases, const QStringList &sides);
    // The reverse of next(); turn 1's first phase has none (returns `from`).
    static Position previous(const Position &from, const QStringList &phases,
                             const QStringList &sides);

    explicit TurnBar(QWidget *parent = nullptr);
    void setDocument(BattleDocument *document);

    QAction *nextPhase;
    QAction *previousPhase;
    // The phase buttons in the rule set's order, for tests.
    const QList<QToolButton *> &phaseButtons() const { return mPhases; }
    // What comes next in the turn as shown, for tests.
    const QLabel *nextLabel() const { return mNext; }

signals:
    void message(const QString &text);

private:
    void sync();
    void go(const Position &to);
    Position position() const;
    QStringList phases() const;
    QStringList sides() const;

    BattleDocument *mDocument = nullptr;
    QLabel *mTurn;
    QWidget *mPhaseBox;
    QList<QToolButton *> mPhases;
    QToolButton *mSide;
    // What the rule set says comes next in the turn (N1600 4.2: whose wing activates next).
    QLabel *mNext;
    QAction *mNextAction;
    QStringList mShownPhases;
};

} // namespace adjutant::app
