// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/resolverdialog.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/document/books.h"
#include "app/gui/resolver/diceentry.h"
#include "app/gui/resolver/distributionchart.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/resolver/oddschart.h"
#include "app/gui/resolver/verticalscroll.h"
#include "app/gui/style/themecolours.h"
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/tablerules.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace adjutant::app {

namespace {

const rulesets::ProcedureInfo &infoOf(const rulesets::Ruleset &ruleset, const QString &procedure,
                                      rulesets::ProcedureInfo &store)
{
    for (const rulesets::ProcedureInfo &info : ruleset.procedures()) {
        if (info.id == procedure)
            store = info;
    }
    if (store.id.isEmpty())
        throw core::Error(
            QStringLiteral("%1 has no procedure \"%2\"").arg(ruleset.name(), procedure));
    return store;
}

// A scroll area asking for no more height than `most`: past it, its content scrolls.
class BoundedScroll : public QScrollArea
{
public:
    BoundedScroll(int most, QWidget *parent) : QScrollArea(parent), mMost(most) {}
    QSize sizeHint() const override
    {
        QSize hint = QScrollArea::sizeHint();
        hint.setHeight(std::min(hint.height(), mMost));
        return hint;
    }

private:
    int mMost;
};

QGroupBox *section(const QString &title, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    box->setStyleSheet(
        QStringLiteral("QGroupBox { font-weight: 600; } QGroupBox * { font-weight: normal; }"));
    return box;
}

} // namespace

ResolverDialog::ResolverDialog(const rulesets::Ruleset &ruleset, const QString &procedure,
                               BattleDocument *document, const QString &unitId, QWidget *parent)
    : QDialog(parent), mAdjudication(ruleset, procedure), mDocument(document)
{
    infoOf(ruleset, procedure, mInfo);
    setObjectName(QStringLiteral("resolver-") + procedure);
    setWindowTitle(tr("%1 — Adjutant").arg(mInfo.title));
    setSizeGripEnabled(true);

    auto *layout = new QVBoxLayout(this);
    auto *title =
        new QLabel(QStringLiteral("<span style=\"font-size:15pt; font-weight:600\">%1</span>"
                                  "&nbsp;&nbsp;<span style=\"color:%2\">%3</span>")
                       .arg(mInfo.title.toHtmlEscaped(), themecolours::muted().name(),
                            mInfo.citation.toHtmlEscaped()),
                   this);
    auto *description = new QLabel(mInfo.description, this);
    description->setTextFormat(Qt::PlainText);
    description->setWordWrap(true);
    description->setStyleSheet(themecolours::css(themecolours::secondary()));
    layout->addWidget(title);
    layout->addWidget(description);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(buildFacts());
    splitter->addWidget(buildOutcome());
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({480, 800});
    layout->addWidget(splitter, 1);

    mProblem = new QLabel(this);
    mProblem->setObjectName(QStringLiteral("problem"));
    mProblem->setWordWrap(true);
    mProblem->setStyleSheet(themecolours::css(themecolours::problem()) +
                            QStringLiteral(" font-weight: 600;"));
    layout->addWidget(mProblem);

    auto *buttons = new QDialogButtonBox(this);
    auto *example = buttons->addButton(tr("Book’s Example"), QDialogButtonBox::ResetRole);
    example->setToolTip(tr("Fill the facts with the rule book's example of this procedure"));
    // Quick adjudicate has nothing to apply to: the button stays out of the box.
    mApply = new QPushButton(tr("Apply to the Battle"), this);
    mApply->setObjectName(QStringLiteral("apply"));
    mApply->setToolTip(
        tr("Record the result and its changes in the log as one step (Undo takes it back)"));
    if (mDocument)
        buttons->addButton(mApply, QDialogButtonBox::AcceptRole);
    else
        mApply->hide();
    auto *close = buttons->addButton(QDialogButtonBox::Close);
    for (QPushButton *button : {example, mApply, close, mDice->rollButton()}) {
        button->setAutoDefault(false);
        button->setDefault(false);
    }
    layout->addWidget(buttons);
    connect(example, &QPushButton::clicked, this, [this] {
        confirmDiscard(tr("Fill in the book’s example"), [this] { loadExample(); });
    });
    connect(mApply, &QPushButton::clicked, this, &ResolverDialog::apply);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(mForm, &InputForm::changed, this, &ResolverDialog::evaluate);
    connect(mDice, &DiceEntry::changed, this, &ResolverDialog::evaluate);
    connect(mDice->rollButton(), &QPushButton::clicked, this, [this] {
        confirmDiscard(tr("Roll every die again"), [this] { rollForMe(); });
    });
    if (mUnits) {
        connect(mUnits, &QComboBox::currentIndexChanged, this, [this] {
            const QString chosen = mUnits->currentData().toString();
            // Until the player says so, the battle group whose dice are typed stays chosen.
            const QSignalBlocker blocker(mUnits);
            mUnits->setCurrentIndex(std::max(0, mUnits->findData(mUnit)));
            confirmDiscard(tr("Pre-fill from another battle group"),
                           [this, chosen] { prefill(chosen); });
        });
    }

    const QScreen *on = screen();
    resize(openingSize(on ? on->availableGeometry().size() : QSize(1366, 768)));
    // With no unit chosen the battle may still give facts (the wings of both sides for an
    // initiative).
    if (mDocument)
        prefill(unitId);
    else
        evaluate();
}

QSize ResolverDialog::openingSize(const QSize &available) const
{
    // The parts that grow (facts, odds, modifiers, rolls) scroll inside.
    return QSize(1300, 860).boundedTo(available - windowFrame()).expandedTo(minimumSizeHint());
}

void ResolverDialog::reject()
{
    confirmDiscard(tr("Close"), [this] { QDialog::reject(); });
}

void ResolverDialog::confirmDiscard(const QString &action, const std::function<void()> &then)
{
    if (!mDice->hasTyped()) {
        then();
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Discard the Dice?"),
                                tr("The dice typed in will be lost. %1 all the same?").arg(action),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("discardDice"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *discard = box->addButton(tr("Discard the Dice"), QMessageBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discard"));
    QPushButton *keep = box->addButton(tr("Keep the Dice"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keep"));
    // Enter, Escape or a space typed on: the dice stay.
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    connect(discard, &QPushButton::clicked, this, [this, then] {
        mDice->clearDice();
        then();
    });
    box->open();
}

ResolverDialog::~ResolverDialog() = default;

QWidget *ResolverDialog::buildFacts()
{
    auto *box = section(tr("Facts"), this);
    auto *layout = new QVBoxLayout(box);
    if (mDocument) {
        auto *row = new QHBoxLayout;
        mUnits = new QComboBox(box);
        mUnits->setObjectName(QStringLiteral("unitChooser"));
        mUnits->addItem(tr("none: type the facts"), QString());
        const core::Battle &battle = mDocument->battle();
        for (const core::Unit &unit : battle.units) {
            const int side = battle.sideIndex(unit.side);
            const QString sideName = side >= 0 && !battle.sides[side].name.isEmpty()
                                         ? battle.sides[side].name
                                         : unit.side;
            mUnits->addItem(
                QStringLiteral("%1 (%2)").arg(unit.name.isEmpty() ? unit.id : unit.name, sideName),
                unit.id);
        }
        auto *label = new QLabel(tr("Pre-fill from"), box);
        label->setBuddy(mUnits);
        row->addWidget(label);
        row->addWidget(mUnits, 1);
        layout->addLayout(row);
    } else {
        auto *quick = new QLabel(tr("<b>Quick adjudicate</b>: no battle is open, so nothing is "
                                    "recorded. Type the facts."),
                                 box);
        quick->setWordWrap(true);
        layout->addWidget(quick);
    }
    mDerivedNote = new QLabel(box);
    mDerivedNote->setWordWrap(true);
    mDerivedNote->setStyleSheet(themecolours::css(themecolours::derived()));
    mDerivedNote->hide();
    layout->addWidget(mDerivedNote);

    mForm = new InputForm(mInfo.fields, box);
    auto *scroll = new VerticalScroll(box);
    scroll->setObjectName(QStringLiteral("factsScroll"));
    scroll->setWidget(mForm);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->viewport()->setAutoFillBackground(false);
    mForm->setAutoFillBackground(false);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(scroll, 1);
    box->setMinimumWidth(400);
    return box;
}

QWidget *ResolverDialog::buildOutcome()
{
    // The odds and the modifiers share what height there is (each scrolls inside); the dice and
    // the result below them always show whole.
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Vertical, page);
    split->setChildrenCollapsible(false);

    auto *odds = section(tr("Odds"), split);
    auto *oddsLayout = new QHBoxLayout(odds);
    mOdds = new OddsChart(odds);
    mOdds->setObjectName(QStringLiteral("oddsChart"));
    mDistributions = new DistributionChart(odds);
    mDistributions->setObjectName(QStringLiteral("distributionChart"));
    oddsLayout->addWidget(mOdds, 1);
    oddsLayout->addWidget(mDistributions, 1);
    split->addWidget(odds);

    auto *modifiers = section(tr("Modifiers"), split);
    auto *modifiersLayout = new QVBoxLayout(modifiers);
    auto *scroll = new BoundedScroll(6 * fontMetrics().height(), modifiers);
    scroll->setObjectName(QStringLiteral("modifiersScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *inside = new QWidget(scroll);
    auto *insideLayout = new QVBoxLayout(inside);
    insideLayout->setContentsMargins(0, 0, 4, 0);
    scroll->setWidget(inside);
    scroll->viewport()->setAutoFillBackground(false);
    inside->setAutoFillBackground(false);
    // Each modifier with its value and, under it, its rule: rich text wraps at any width.
    mModifiers = new QLabel(inside);
    mModifiers->setObjectName(QStringLiteral("modifiers"));
    mModifiers->setWordWrap(true);
    mModifiers->setTextFormat(Qt::RichText);
    mModifiers->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mModifiers->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mWorkedOut = new QLabel(inside);
    mWorkedOut->setObjectName(QStringLiteral("workedOut"));
    mWorkedOut->setTextFormat(Qt::RichText);
    mWorkedOut->setWordWrap(true);
    mNotes = new QLabel(inside);
    mNotes->setObjectName(QStringLiteral("notes"));
    mNotes->setTextFormat(Qt::PlainText);
    mNotes->setWordWrap(true);
    mNotes->setStyleSheet(themecolours::css(themecolours::muted()));
    insideLayout->addWidget(mModifiers);
    insideLayout->addWidget(mWorkedOut);
    insideLayout->addWidget(mNotes);
    insideLayout->addStretch(1);
    modifiersLayout->addWidget(scroll);
    split->addWidget(modifiers);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    auto *bottom = new QHBoxLayout;
    auto *dice = section(tr("Dice"), page);
    auto *diceLayout = new QVBoxLayout(dice);
    mDice = new DiceEntry(dice);
    mDice->setObjectName(QStringLiteral("diceEntry"));
    diceLayout->addWidget(mDice);
    auto *result = section(tr("Result"), page);
    result->setObjectName(QStringLiteral("resultBox"));
    auto *resultLayout = new QVBoxLayout(result);
    mResult = new QLabel(result);
    mResult->setObjectName(QStringLiteral("result"));
    mResult->setTextFormat(Qt::RichText);
    mResult->setWordWrap(true);
    mResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mChanges = new QLabel(result);
    mChanges->setObjectName(QStringLiteral("changes"));
    mChanges->setTextFormat(Qt::PlainText);
    mChanges->setWordWrap(true);
    // Long results wrap in the room given rather than widen the dialog.
    for (QLabel *label : {mResult, mChanges}) {
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        label->setMinimumWidth(40 * fontMetrics().averageCharWidth());
    }
    resultLayout->addWidget(mResult);
    resultLayout->addWidget(mChanges);
    resultLayout->addStretch(1);
    bottom->addWidget(dice, 3);
    bottom->addWidget(result, 2);
    layout->addLayout(bottom, 0);
    return page;
}

void ResolverDialog::prefill(const QString &unitId)
{
    if (!mDocument)
        return;
    const rulesets::TableRules *rules = mAdjudication.ruleset().tableRules();
    const rulesets::Prefill facts =
        rules ? rules->prefill(mDocument->battle(), mInfo, unitId,
                               books::cohesionDroppedThisTurn(mDocument->session()))
              : rulesets::Prefill();
    mUnit = unitId;
    if (mUnits) {
        const QSignalBlocker blocker(mUnits);
        mUnits->setCurrentIndex(std::max(0, mUnits->findData(unitId)));
    }
    mDice->clearDice();
    mForm->setValue({});
    mForm->setDerived(facts.facts, facts.why);
    const int index = mDocument->battle().unitIndex(unitId);
    mDerivedNote->setText(tr("The facts the table gives are marked <i>from the table</i> (hover "
                             "for where each comes from). Change any the table has wrong."));
    mDerivedNote->setVisible(index >= 0 || !facts.facts.isEmpty());
    if (index >= 0) {
        const core::Unit &unit = mDocument->battle().units[index];
        setWindowTitle(
            tr("%1: %2 — Adjutant").arg(mInfo.title, unit.name.isEmpty() ? unit.id : unit.name));
    }
    evaluate();
}

void ResolverDialog::fillFrom(const rulesets::FollowUp &followUp, const QString &calledBy)
{
    prefill(followUp.unit);
    const QString source = tr("from the %1").arg(calledBy.toLower());
    mForm->setDerived(followUp.facts, followUp.why, source);
    mDerivedNote->setText(tr("<b>%1</b>, as the %2 just applied calls for: its facts are marked "
                             "<i>%3</i>, the table's <i>from the table</i> (hover for why). "
                             "Change any that is wrong.")
                              .arg(followUp.title.toHtmlEscaped(), calledBy.toLower(), source));
    mDerivedNote->show();
    setWindowTitle(tr("%1 — Adjutant").arg(followUp.title));
    evaluate();
}

void ResolverDialog::loadExample()
{
    mDice->clearDice();
    mForm->setValue(mAdjudication.ruleset().exampleInput(mInfo.id));
    mDerivedNote->hide();
    evaluate();
}

void ResolverDialog::evaluate()
{
    if (mEvaluating)
        return;
    mEvaluating = true;
    mAdjudication.evaluate(mForm->value(), mDice->typed());
    mForm->clearProblems();
    mProblem->clear();
    const Adjudication::Problem &problem = mAdjudication.inputProblem();
    if (!problem.isEmpty()) {
        QString path = problem.path;
        path.remove(QRegularExpression(QStringLiteral("^input\\.?")));
        // A field left empty is asked for in the form's words, not the input's.
        const QString asked = path.isEmpty() ? QString() : mForm->askFor(path);
        const QString message = asked.isEmpty() ? mForm->inWords(problem.message) : asked;
        const bool placed = !path.isEmpty() && mForm->showProblem(path, message);
        const QString key = path.section(QRegularExpression(QStringLiteral("[.\\[]")), 0, 0);
        mProblem->setText(placed ? tr("%1: %2").arg(mForm->label(key), message) : message);
        mOdds->clearOutcomes(tr("The odds show once the facts are complete"));
        mDistributions->setDistributions({});
        mDistributions->hide();
        mModifiers->clear();
        mWorkedOut->clear();
        mNotes->clear();
        mDice->setEmptyText(tr("Complete the facts to see which dice to roll."));
    } else if (mAdjudication.odds()) {
        showOdds(*mAdjudication.odds());
        mDice->setEmptyText(tr("No dice: this procedure rolls none here."));
    }
    mDice->setRolls(mAdjudication.rolls());
    mDice->setProblem(mAdjudication.diceProblem());
    mDice->rollButton()->setEnabled(problem.isEmpty() && !mAdjudication.rolls().isEmpty());
    showResult();
    mApply->setEnabled(mDocument && mDocument->readOnly().isEmpty() && mAdjudication.result().has_value() &&
                       mAdjudication.diceProblem().isEmpty());
    if (mDocument && !mDocument->readOnly().isEmpty())
        mApply->setToolTip(mDocument->readOnly());
    // Past the last roll, Tab comes to Roll for Me, then Apply (new rolls' boxes go before).
    setTabOrder(mDice->rollButton(), mApply);
    mEvaluating = false;
}

void ResolverDialog::rollForMe()
{
    try {
        mDice->setTyped(mAdjudication.roll(mForm->value(), QRandomGenerator::global()->generate()));
    } catch (const std::exception &error) {
        mProblem->setText(QString::fromUtf8(error.what()));
    }
}

void ResolverDialog::apply()
{
    if (!mDocument || !mAdjudication.result())
        return;
    try {
        mDocument->record(mAdjudication.change());
        emit applied(mAdjudication.result()->followUps);
        accept();
    } catch (const core::Error &error) {
        mProblem->setText(error.message());
    }
}

} // namespace adjutant::app
