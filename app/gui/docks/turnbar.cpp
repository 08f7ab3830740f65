// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/turnbar.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/document/books.h"
#include "app/gui/style/tablestyle.h"
#include "core/battle.h"
#include "core/change.h"
#include "core/error.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMenu>
#include <QPixmap>
#include <QToolButton>

namespace adjutant::app {

namespace {
QString otherSide(const QString &side, const QStringList &sides, int by)
{
    if (sides.isEmpty())
        return side;
    const int index = int(sides.indexOf(side));
    if (index < 0)
        return sides.first();
    return sides[(index + by + sides.size()) % sides.size()];
}
} // namespace

TurnBar::Position TurnBar::next(const Position &from, const QStringList &phases,
                                const QStringList &sides)
{
    Position to = from;
    if (to.activeSide.isEmpty() && !sides.isEmpty())
        to.activeSide = sides.first();
    if (phases.isEmpty())
        return to;
    const int index = int(phases.indexOf(from.phase));
    if (index < 0) {
        to.phase = phases.first();
    } else if (index + 1 < phases.size()) {
        to.phase = phases[index + 1];
    } else {
        // FoGR, Playing the Game: each side's turn is the five phases in order; then the other
        // side's turn begins.
        to.turn = from.turn + 1;
        to.phase = phases.first();
        to.activeSide = otherSide(to.activeSide, sides, +1);
    }
    return to;
}

TurnBar::Position TurnBar::previous(const Position &from, const QStringList &phases,
                                    const QStringList &sides)
{
    Position to = from;
    if (phases.isEmpty())
        return to;
    const int index = int(phases.indexOf(from.phase));
    if (index > 0) {
        to.phase = phases[index - 1];
    } else if (index == 0 && from.turn > 1) {
        to.turn = from.turn - 1;
        to.phase = phases.last();
        to.activeSide = otherSide(from.activeSide, sides, -1);
    } else if (index < 0) {
        to.phase = phases.first();
    }
    return to;
}

TurnBar::TurnBar(QWidget *parent)
    : QToolBar(tr("Turn"), parent), nextPhase(new QAction(tr("&Next Phase"), this)),
      previousPhase(new QAction(tr("&Previous Phase"), this)), mTurn(new QLabel(this)),
      mPhaseBox(new QWidget(this)), mSide(new QToolButton(this)), mNext(new QLabel(this))
{
    setObjectName(QStringLiteral("turnBar"));
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    nextPhase->setShortcut(QKeySequence(tr("Ctrl+Shift+Right")));
    previousPhase->setShortcut(QKeySequence(tr("Ctrl+Shift+Left")));
    for (QAction *action : {previousPhase, nextPhase}) {
        action->setShortcutContext(Qt::WindowShortcut);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(
            action == nextPhase ? tr("Go on to the next phase; after the last, the next turn with "
                                     "the other side active")
                                : tr("Go back to the previous phase"),
            action->shortcut().toString(QKeySequence::NativeText)));
        action->setStatusTip(action->toolTip());
    }
    nextPhase->setIconText(tr("Next ▶"));
    previousPhase->setIconText(tr("◀"));
    mTurn->setObjectName(QStringLiteral("turnLabel"));
    mTurn->setContentsMargins(6, 0, 6, 0);
    QFont bold = mTurn->font();
    bold.setBold(true);
    mTurn->setFont(bold);
    mSide->setObjectName(QStringLiteral("activeSide"));
    mSide->setPopupMode(QToolButton::InstantPopup);
    mSide->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The side's colour, the size of a letter: the bar keeps its height with or without it.
    const int swatch = fontMetrics().height() - 4;
    mSide->setIconSize(QSize(swatch, swatch));
    mSide->setToolTip(tr("The active side; choose another to record the change"));
    mSide->setMenu(new QMenu(mSide));
    mPhaseBox->setObjectName(QStringLiteral("phases"));
    auto *phaseLayout = new QHBoxLayout(mPhaseBox);
    phaseLayout->setContentsMargins(0, 0, 0, 0);
    phaseLayout->setSpacing(2);
    addAction(previousPhase);
    addWidget(mTurn);
    addWidget(mPhaseBox);
    addAction(nextPhase);
    addSeparator();
    addWidget(mSide);
    mNext->setObjectName(QStringLiteral("nextInTurn"));
    mNext->setContentsMargins(6, 0, 6, 0);
    mNextAction = addWidget(mNext);
    connect(nextPhase, &QAction::triggered, this,
            [this] { go(next(position(), phases(), sides())); });
    connect(previousPhase, &QAction::triggered, this,
            [this] { go(previous(position(), phases(), sides())); });
    sync();
}

void TurnBar::setDocument(BattleDocument *document)
{
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    if (document) {
        // The turn, the phase and the active side, and the sides it offers.
        connect(document, &BattleDocument::changed, this, [this](const core::ChangeScope &scope) {
            // The next wing follows the commanders' orders and markers and the wings' units.
            if (scope.battle || scope.turn || !scope.sides.isEmpty() ||
                !scope.commanders.isEmpty() || !scope.units.isEmpty())
                sync();
        });
    }
    sync();
}

QStringList TurnBar::phases() const
{
    const rulesets::Ruleset *ruleset = mDocument ? books::rulesetOf(mDocument->battle()) : nullptr;
    return ruleset ? ruleset->phases() : QStringList();
}

QStringList TurnBar::sides() const
{
    QStringList ids;
    if (mDocument) {
        for (const core::Side &side : mDocument->battle().sides)
            ids << side.id;
    }
    return ids;
}

TurnBar::Position TurnBar::position() const
{
    if (!mDocument)
        return {};
    const core::Battle &battle = mDocument->battle();
    return {battle.turn, battle.phase, battle.activeSide};
}

void TurnBar::go(const Position &to)
{
    if (!mDocument || to == position())
        return;
    try {
        mDocument->record(core::Change{QStringLiteral("turn.changed"),
                                       {{QStringLiteral("turn"), to.turn},
                                        {QStringLiteral("phase"), to.phase},
                                        {QStringLiteral("activeSide"), to.activeSide}}});
    } catch (const core::Error &error) {
        emit message(error.message());
    }
}

void TurnBar::sync()
{
    const QStringList list = phases();
    if (list != mShownPhases) {
        // The rule set's phases, rebuilt only when the rule set changes.
        qDeleteAll(mPhases);
        mPhases.clear();
        for (int i = 0; i < list.size(); ++i) {
            auto *button = new QToolButton(mPhaseBox);
            button->setText(list[i]);
            button->setCheckable(true);
            button->setAutoRaise(true);
            button->setObjectName(QStringLiteral("phase%1").arg(i));
            button->setToolTip(tr("Phase %1 of %2: click to record it as the current phase")
                                   .arg(i + 1)
                                   .arg(list.size()));
            connect(button, &QToolButton::clicked, this, [this, phase = list[i]] {
                Position to = position();
                to.phase = phase;
                go(to);
            });
            mPhaseBox->layout()->addWidget(button);
            mPhases << button;
        }
        mShownPhases = list;
    }
    const Position at = position();
    const int current = int(list.indexOf(at.phase));
    mTurn->setText(mDocument ? tr("Turn %1").arg(at.turn) : tr("No battle"));
    for (int i = 0; i < mPhases.size(); ++i) {
        QToolButton *button = mPhases[i];
        button->setChecked(i == current);
        QFont font = button->font();
        font.setBold(i == current);
        button->setFont(font);
    }
    nextPhase->setEnabled(mDocument && !list.isEmpty());
    previousPhase->setEnabled(mDocument && !list.isEmpty() && !(current == 0 && at.turn <= 1));

    QMenu *menu = mSide->menu();
    menu->clear();
    mSide->setText(tr("No side active"));
    // Plain squares of colour, so drawn at one pixel per unit: QIcon scales them to the screen
    // without loss (a pixmap of the screen's ratio came out twice too big at 2x in Qt 6.4).
    QPixmap none(mSide->iconSize());
    none.fill(Qt::transparent);
    mSide->setIcon(QIcon(none));
    mSide->setEnabled(mDocument != nullptr);
    const rulesets::Ruleset *ruleset = mDocument ? books::rulesetOf(mDocument->battle()) : nullptr;
    const rulesets::TurnNext next =
        ruleset ? ruleset->books().nextInTurn(mDocument->battle()) : rulesets::TurnNext{};
    mNext->setText(next.text);
    mNext->setToolTip(next.tip);
    mNextAction->setVisible(!next.text.isEmpty());
    if (!mDocument)
        return;
    const core::Battle &battle = mDocument->battle();
    const int size = mSide->iconSize().height();
    for (int i = 0; i < battle.sides.size(); ++i) {
        const core::Side &side = battle.sides[i];
        const QString name = side.name.isEmpty() ? side.id : side.name;
        QPixmap pixmap(QSize(size, size));
        pixmap.fill(tablestyle::sideColour(i));
        QAction *action = menu->addAction(QIcon(pixmap), name, this, [this, id = side.id] {
            Position to = position();
            to.activeSide = id;
            go(to);
        });
        action->setCheckable(true);
        action->setChecked(side.id == battle.activeSide);
        if (side.id == battle.activeSide) {
            mSide->setText(tr("%1 active").arg(name));
            mSide->setIcon(QIcon(pixmap));
        }
    }
}

} // namespace adjutant::app
