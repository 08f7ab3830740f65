// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/diceentry.h"

#include "app/gui/resolver/verticalscroll.h"
#include "app/gui/style/themecolours.h"
#include "core/error.h"
#include "rulesets/common/diceerror.h"
#include "rulesets/common/roll.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QEvent>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>

namespace adjutant::app {

namespace {
QString problemStyle()
{
    return themecolours::css(themecolours::problem());
}
QString noteStyle()
{
    return themecolours::css(themecolours::muted());
}
QString waitStyle()
{
    return themecolours::css(themecolours::waiting());
}

QString listWords(const QStringList &words)
{
    if (words.size() < 2)
        return words.join(QString());
    return words.mid(0, words.size() - 1).join(QStringLiteral(", ")) + DiceEntry::tr(" and ") +
           words.last();
}
} // namespace

QString DiceEntry::rerollText(const rulesets::RerollPolicy &policy, const rulesets::Die &die)
{
    if (policy.isNone())
        return {};
    QStringList faces;
    for (int face = die.lowest; face <= die.highest; ++face) {
        if (policy.names(face))
            faces.append(QStringLiteral("%1s").arg(face));
    }
    return (policy.mandatory ? tr("must re-roll %1") : tr("re-rolls %1")).arg(listWords(faces));
}

DiceEntry::DiceEntry(QWidget *parent)
    : QWidget(parent), mScroll(new VerticalScroll(this)), mGrid(new QGridLayout),
      mEmpty(new QLabel(this)), mGeneral(new QLabel(this)),
      mRoll(new QPushButton(tr("Roll for Me"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *rows = new QWidget(mScroll);
    rows->setLayout(mGrid);
    mGrid->setContentsMargins(0, 0, 4, 0);
    mScroll->setWidget(rows);
    mScroll->setFrameShape(QFrame::NoFrame);
    mScroll->viewport()->setAutoFillBackground(false);
    rows->setAutoFillBackground(false);
    mGrid->setHorizontalSpacing(10);
    mGrid->setVerticalSpacing(2);
    mGrid->setColumnStretch(1, 2);
    mGrid->setColumnStretch(3, 1);
    mEmpty->setStyleSheet(noteStyle());
    mEmpty->setWordWrap(true);
    mGeneral->setStyleSheet(problemStyle());
    mGeneral->setWordWrap(true);
    mGeneral->hide();
    mRoll->setObjectName(QStringLiteral("rollForMe"));
    mRoll->setToolTip(
        tr("Let Adjutant roll every die of this procedure; the dice appear as if typed"));
    auto *buttons = new QHBoxLayout;
    auto *hint = new QLabel(tr("Type the faces as the dice show them, e.g. <b>6 4 1</b>."), this);
    hint->setStyleSheet(noteStyle());
    buttons->addWidget(hint, 1);
    buttons->addWidget(mRoll);
    layout->addWidget(mEmpty);
    layout->addWidget(mScroll, 1);
    layout->addWidget(mGeneral);
    layout->addLayout(buttons);
    setRolls({});
}

void DiceEntry::setRolls(const QList<Adjudication::Roll> &rolls)
{
    // The rows of the rolls that stay the same stay as they are; the rest go and the new come.
    qsizetype same = 0;
    while (same < rolls.size() && same < mRows.size()) {
        const auto &a = rolls[same].record;
        const auto &b = mRows[same].roll.record;
        if (a.name != b.name || a.count != b.count || a.die != b.die || !(a.reroll == b.reroll) ||
            a.score != b.score || a.label != b.label)
            break;
        mRows[same].roll = rolls[same];
        ++same;
    }
    while (mRows.size() > same) {
        const Row row = mRows.takeLast();
        for (QWidget *widget : std::initializer_list<QWidget *>{row.name, row.faces,
                                                                row.rerollLabel, row.rerolls,
                                                                row.note}) {
            widget->hide();
            widget->deleteLater();
        }
    }
    mSetting = true;
    for (qsizetype i = same; i < rolls.size(); ++i) {
        mRows.append(Row{rolls[i]});
        addRow(mRows.last(), int(i));
    }
    mSetting = false;
    if (same < rolls.size())
        updateTabOrder();
    mEmpty->setVisible(rolls.isEmpty());
    mScroll->setVisible(!rolls.isEmpty());
    updateNotes();
    updateGeometry();
}

void DiceEntry::addRow(Row &row, int at)
{
    const auto &record = row.roll.record;
    const QString reroll = rerollText(record.reroll, record.kind);
    QString what = tr("%1 %2").arg(record.count).arg(record.die);
    if (record.score)
        what += tr(", hit on %1+").arg(*record.score);
    if (!reroll.isEmpty())
        what += QStringLiteral(", ") + reroll;
    const QString title = record.label.isEmpty() ? record.name : record.label;
    row.name = new QLabel(QStringLiteral("<b>%1</b><br><span style=\"color:%2\">%3</span>")
                              .arg(title.toHtmlEscaped(), themecolours::muted().name(),
                                   what.toHtmlEscaped()),
                          mScroll->widget());
    row.name->setTextFormat(Qt::RichText);
    row.faces = new QLineEdit(mText.value(record.name).faces, mScroll->widget());
    row.faces->setObjectName(record.name + QStringLiteral("Faces"));
    row.faces->setPlaceholderText(record.count == 1 ? tr("1 die face")
                                                    : tr("%1 die faces").arg(record.count));
    row.faces->setMinimumWidth(110);
    QFont big = row.faces->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    row.faces->setFont(big);
    row.rerollLabel = new QLabel(tr("Re-rolls"), mScroll->widget());
    row.rerolls = new QLineEdit(mText.value(record.name).rerolls, mScroll->widget());
    row.rerolls->setObjectName(record.name + QStringLiteral("Rerolls"));
    row.rerolls->setPlaceholderText(tr("in order"));
    // Room for the words it shows when empty.
    row.rerolls->setMinimumWidth(QFontMetrics(big).horizontalAdvance(row.rerolls->placeholderText()) +
                                 4 * QFontMetrics(big).averageCharWidth());
    row.rerolls->setFont(big);
    row.rerolls->setToolTip(
        tr("The new faces of the re-rolled dice, in the order of the dice re-rolled"));
    row.rerollLabel->setVisible(!record.reroll.isNone());
    row.rerolls->setVisible(!record.reroll.isNone());
    row.note = new QLabel(mScroll->widget());
    row.note->setObjectName(record.name + QStringLiteral("Note"));
    row.note->setWordWrap(true);
    mGrid->addWidget(row.name, 2 * at, 0);
    mGrid->addWidget(row.faces, 2 * at, 1);
    mGrid->addWidget(row.rerollLabel, 2 * at, 2);
    mGrid->addWidget(row.rerolls, 2 * at, 3);
    mGrid->addWidget(row.note, 2 * at + 1, 1, 1, 3);
    // Shown now, not when the layout gets round to it: a Tab pressed right after the faces that
    // made this row appear must find its box in the chain.
    for (QWidget *widget : {static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.faces),
                            static_cast<QWidget *>(row.note)})
        widget->show();
    for (QLineEdit *edit : {row.faces, row.rerolls}) {
        edit->installEventFilter(this);
        connect(edit, &QLineEdit::textEdited, this, &DiceEntry::edited);
    }
}

void DiceEntry::updateTabOrder()
{
    // Roll after roll, each row's re-rolls after its faces, then Roll for Me.
    QWidget *previous = nullptr;
    for (const Row &row : std::as_const(mRows)) {
        for (QWidget *edit : {static_cast<QWidget *>(row.faces), static_cast<QWidget *>(row.rerolls)}) {
            if (previous)
                setTabOrder(previous, edit);
            previous = edit;
        }
    }
    if (previous)
        setTabOrder(previous, mRoll);
}

bool DiceEntry::eventFilter(QObject *watched, QEvent *event)
{
    // The roll typed in is always in sight.
    if (event->type() == QEvent::FocusIn)
        mScroll->ensureWidgetVisible(static_cast<QWidget *>(watched));
    return QWidget::eventFilter(watched, event);
}

QSize DiceEntry::sizeHint() const
{
    // Up to two rolls in sight; more scroll.
    QSize hint = QWidget::sizeHint();
    const int rows = int(mRows.size());
    if (rows > 2)
        hint.setHeight(hint.height() + mGrid->sizeHint().height() * 2 / rows -
                       mScroll->sizeHint().height());
    return hint;
}

void DiceEntry::edited()
{
    if (mSetting)
        return;
    for (const Row &row : mRows)
        mText.insert(row.roll.record.name, {row.faces->text(), row.rerolls->text()});
    emit changed();
}

std::vector<int> DiceEntry::faces(const Row &row, const QString &text, QString *problem) const
{
    const QString trimmed = text.trimmed();
    const rulesets::Die &die = row.roll.record.kind;
    // "6432" on dice of one digit reads as four dice.
    static const QRegularExpression digits(QStringLiteral("^\\d+$"));
    if (die.lowest >= 0 && die.highest <= 9 && digits.match(trimmed).hasMatch()) {
        std::vector<int> faces;
        for (QChar c : trimmed)
            faces.push_back(c.digitValue());
        return faces;
    }
    try {
        return Adjudication::parseFaces(trimmed);
    } catch (const core::Error &error) {
        if (problem)
            *problem = error.message();
        return {};
    }
}

QHash<QString, Adjudication::Typed> DiceEntry::typed() const
{
    QHash<QString, Adjudication::Typed> typed;
    for (auto it = mText.begin(); it != mText.end(); ++it) {
        if (it->faces.trimmed().isEmpty())
            continue;
        const Row *r = row(it.key());
        Row fallback;
        const Row &use = r ? *r : fallback;
        QString problem;
        Adjudication::Typed dice{faces(use, it->faces, &problem),
                                 faces(use, it->rerolls, &problem)};
        if (problem.isEmpty())
            typed.insert(it.key(), dice);
    }
    return typed;
}

void DiceEntry::setTyped(const QHash<QString, Adjudication::Typed> &typed)
{
    mText.clear();
    for (auto it = typed.begin(); it != typed.end(); ++it)
        mText.insert(it.key(),
                     {Adjudication::facesText(it->faces), Adjudication::facesText(it->rerolls)});
    mSetting = true;
    for (Row &row : mRows) {
        row.faces->setText(mText.value(row.roll.record.name).faces);
        row.rerolls->setText(mText.value(row.roll.record.name).rerolls);
    }
    mSetting = false;
    emit changed();
}

void DiceEntry::clearDice()
{
    setTyped({});
}

bool DiceEntry::hasTyped() const
{
    for (const Text &text : mText) {
        if (!text.faces.trimmed().isEmpty() || !text.rerolls.trimmed().isEmpty())
            return true;
    }
    return false;
}

void DiceEntry::setEmptyText(const QString &text)
{
    mEmpty->setText(text);
}

void DiceEntry::setProblem(const Adjudication::Problem &problem)
{
    mProblem = problem;
    updateNotes();
}

void DiceEntry::updateNotes()
{
    bool placed = mProblem.isEmpty();
    for (Row &row : mRows) {
        const auto &record = row.roll.record;
        QString problem;
        const std::vector<int> typedFaces = faces(row, row.faces->text(), &problem);
        faces(row, row.rerolls->text(), &problem);
        if (problem.isEmpty() && mProblem.path == QStringLiteral("dice.") + record.name) {
            problem = mProblem.message;
            placed = true;
        }
        // The re-rolls box takes the keyboard (and Tab stops there) only when the faces ask for
        // re-rolls, or some are typed.
        bool wanted = false;
        if (!typedFaces.empty() && !record.reroll.isNone()) {
            try {
                wanted = !rulesets::diceToReroll(record.kind, record.reroll, record.score,
                                                 typedFaces)
                              .empty();
            } catch (const rulesets::DiceError &) {
                // a face the die cannot show: no re-rolls asked for
            }
        }
        row.rerolls->setEnabled(wanted || !row.rerolls->text().isEmpty());
        // Faces typed, re-rolls still to come: say which dice, not that the count is wrong.
        QString rerollNote;
        if (!typedFaces.empty() && !record.reroll.isNone() && !row.roll.typed) {
            try {
                const auto indices =
                    rulesets::diceToReroll(record.kind, record.reroll, record.score, typedFaces);
                QString rerollProblem;
                const std::size_t given = faces(row, row.rerolls->text(), &rerollProblem).size();
                if (!indices.empty() && given != indices.size()) {
                    QStringList which;
                    for (std::size_t index : indices)
                        which.append(tr("die %1 (a %2)").arg(index + 1).arg(typedFaces[index]));
                    rerollNote = tr("Re-roll %1, then type the new faces under Re-rolls.")
                                     .arg(listWords(which));
                }
            } catch (const rulesets::DiceError &) {
                // a face the die cannot show: the dice source's message says so
            }
        }
        QString note;
        if (!rerollNote.isEmpty() && (problem.isEmpty() || problem == mProblem.message)) {
            note = rerollNote;
            problem.clear();
        } else if (!problem.isEmpty()) {
            note = problem;
        } else if (row.roll.typed) {
            QStringList dice;
            int sum = 0, hits = 0;
            for (const rulesets::RolledDie &die : record.dice) {
                dice.append(die.reroll ? QStringLiteral("%1→%2").arg(die.face).arg(*die.reroll)
                                       : QString::number(die.face));
                sum += die.result;
                hits += record.score && die.result >= *record.score ? 1 : 0;
            }
            note = record.score
                       ? (hits == 1 ? tr("✓ %1: 1 hit").arg(dice.join(QStringLiteral(", ")))
                                    : tr("✓ %1: %2 hits").arg(dice.join(QStringLiteral(", "))).arg(hits))
                       : tr("✓ %1: total %2")
                             .arg(dice.join(QStringLiteral(" + ")), QString::number(sum));
        } else {
            note = record.count == 1 ? tr("Waiting for 1 die face.")
                                     : tr("Waiting for %1 die faces.").arg(record.count);
        }
        row.note->setText(note);
        row.note->setStyleSheet(!problem.isEmpty()      ? problemStyle()
                                : !rerollNote.isEmpty() ? waitStyle()
                                                        : noteStyle());
    }
    mGeneral->setText(placed ? QString() : mProblem.message);
    mGeneral->setVisible(!placed);
}

const DiceEntry::Row *DiceEntry::row(const QString &roll) const
{
    for (const Row &r : mRows) {
        if (r.roll.record.name == roll)
            return &r;
    }
    return nullptr;
}

QLineEdit *DiceEntry::facesEdit(const QString &roll) const
{
    const Row *r = row(roll);
    return r ? r->faces : nullptr;
}

QLineEdit *DiceEntry::rerollsEdit(const QString &roll) const
{
    const Row *r = row(roll);
    return r ? r->rerolls : nullptr;
}

QLabel *DiceEntry::problemLabel(const QString &roll) const
{
    const Row *r = row(roll);
    return r ? r->note : nullptr;
}

} // namespace adjutant::app
