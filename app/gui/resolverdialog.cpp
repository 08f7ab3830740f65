#include "app/gui/resolverdialog.h"

#include "app/gui/themecolours.h"
#include "app/gui/battledocument.h"
#include "app/gui/books.h"
#include "app/gui/diceentry.h"
#include "app/gui/distributionchart.h"
#include "app/gui/inputform.h"
#include "app/gui/oddschart.h"
#include "rulesets/tablerules.h"
#include "core/battle.h"
#include "core/error.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
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

QString signedValue(int value)
{
    return value > 0   ? QStringLiteral("+%1").arg(value)
           : value < 0 ? QStringLiteral("−%1").arg(-value)
                       : QStringLiteral("0");
}

QString factText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? ResolverDialog::tr("yes") : ResolverDialog::tr("no");
    if (value.isDouble()) {
        const double d = value.toDouble();
        return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'f', 1);
    }
    if (value.isString())
        return value.toString();
    if (value.isArray() && value.toArray().size() > 3)
        return ResolverDialog::tr("%n entries", nullptr, int(value.toArray().size()));
    const QByteArray json = value.isArray()
                                ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                                : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json);
}

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
    auto *example = buttons->addButton(tr("Book's Example"), QDialogButtonBox::ResetRole);
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
    connect(example, &QPushButton::clicked, this, &ResolverDialog::loadExample);
    connect(mApply, &QPushButton::clicked, this, &ResolverDialog::apply);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(mForm, &InputForm::changed, this, &ResolverDialog::evaluate);
    connect(mDice, &DiceEntry::changed, this, &ResolverDialog::evaluate);
    connect(mDice->rollButton(), &QPushButton::clicked, this, &ResolverDialog::rollForMe);
    if (mUnits) {
        connect(mUnits, &QComboBox::currentIndexChanged, this,
                [this] { prefill(mUnits->currentData().toString()); });
    }

    resize(1300, 860);
    if (mDocument && !unitId.isEmpty())
        prefill(unitId);
    else
        evaluate();
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
    auto *scroll = new QScrollArea(box);
    scroll->setWidget(mForm);
    scroll->setWidgetResizable(true);
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
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *odds = section(tr("Odds"), page);
    auto *oddsLayout = new QHBoxLayout(odds);
    mOdds = new OddsChart(odds);
    mOdds->setObjectName(QStringLiteral("oddsChart"));
    mDistributions = new DistributionChart(odds);
    mDistributions->setObjectName(QStringLiteral("distributionChart"));
    oddsLayout->addWidget(mOdds, 1);
    oddsLayout->addWidget(mDistributions, 1);
    layout->addWidget(odds, 3);

    auto *modifiers = section(tr("Modifiers"), page);
    auto *modifiersLayout = new QVBoxLayout(modifiers);
    // Each modifier with its value and, under it, its rule: rich text wraps at any width.
    mModifiers = new QLabel(modifiers);
    mModifiers->setObjectName(QStringLiteral("modifiers"));
    mModifiers->setWordWrap(true);
    mModifiers->setTextFormat(Qt::RichText);
    mModifiers->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mModifiers->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mWorkedOut = new QLabel(modifiers);
    mWorkedOut->setObjectName(QStringLiteral("workedOut"));
    mWorkedOut->setWordWrap(true);
    mNotes = new QLabel(modifiers);
    mNotes->setWordWrap(true);
    mNotes->setStyleSheet(themecolours::css(themecolours::muted()));
    modifiersLayout->addWidget(mModifiers);
    modifiersLayout->addWidget(mWorkedOut);
    modifiersLayout->addWidget(mNotes);
    layout->addWidget(modifiers, 0);

    auto *bottom = new QHBoxLayout;
    auto *dice = section(tr("Dice"), page);
    auto *diceLayout = new QVBoxLayout(dice);
    mDice = new DiceEntry(dice);
    diceLayout->addWidget(mDice);
    diceLayout->addStretch(1);
    auto *result = section(tr("Result"), page);
    auto *resultLayout = new QVBoxLayout(result);
    mResult = new QLabel(result);
    mResult->setObjectName(QStringLiteral("result"));
    mResult->setWordWrap(true);
    mResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mChanges = new QLabel(result);
    mChanges->setObjectName(QStringLiteral("changes"));
    mChanges->setWordWrap(true);
    resultLayout->addWidget(mResult);
    resultLayout->addWidget(mChanges);
    resultLayout->addStretch(1);
    bottom->addWidget(dice, 1);
    bottom->addWidget(result, 1);
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
    if (mUnits) {
        const QSignalBlocker blocker(mUnits);
        mUnits->setCurrentIndex(std::max(0, mUnits->findData(unitId)));
    }
    mDice->clearDice();
    mForm->setValue({});
    mForm->setDerived(facts.facts, facts.why);
    const int index = mDocument->battle().unitIndex(unitId);
    mDerivedNote->setText(tr("%n fact(s) from the table, marked <i>from the table</i> (hover for "
                             "where each comes from). Change any the table has wrong.",
                             nullptr, int(facts.facts.size())));
    mDerivedNote->setVisible(index >= 0);
    if (index >= 0) {
        const core::Unit &unit = mDocument->battle().units[index];
        setWindowTitle(
            tr("%1: %2 — Adjutant").arg(mInfo.title, unit.name.isEmpty() ? unit.id : unit.name));
    }
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
        const bool placed = !path.isEmpty() && mForm->showProblem(path, problem.message);
        const QString key = path.section(QRegularExpression(QStringLiteral("[.\\[]")), 0, 0);
        mProblem->setText(placed ? tr("%1: %2").arg(mForm->label(key), problem.message)
                                 : problem.message);
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
    mApply->setEnabled(mDocument && mAdjudication.result().has_value() &&
                       mAdjudication.diceProblem().isEmpty());
    mEvaluating = false;
}

void ResolverDialog::showOdds(const rulesets::ProcedureResult &odds)
{
    if (odds.outcomes.isEmpty())
        mOdds->clearOutcomes(odds.summary.isEmpty() ? tr("No chance involved") : odds.summary);
    else
        mOdds->setOutcomes(odds.outcomes);
    mDistributions->setDistributions(odds.distributions);
    mDistributions->setVisible(!odds.distributions.isEmpty());

    QString rows;
    for (const rulesets::Modifier &m : odds.modifiers) {
        QString rule = m.citation.toHtmlEscaped();
        if (!m.interpreted.isEmpty())
            rule += QStringLiteral("<br><i>%1</i>")
                        .arg(tr("Interpreted: %1").arg(m.interpreted).toHtmlEscaped());
        rows += QStringLiteral("<tr><td align=\"right\" style=\"padding-right:10px\"><b>%1</b></td>"
                               "<td>%2<br><span style=\"color:%3\">%4</span></td></tr>")
                    .arg(signedValue(m.value), m.label.toHtmlEscaped(), themecolours::muted().name(),
                         rule);
    }
    if (odds.modifiers.isEmpty())
        rows = QStringLiteral(
                   "<tr><td></td><td>%1<br><span style=\"color:%2\">%3</span></td></tr>")
                   .arg(tr("No modifier applies"), themecolours::muted().name(),
                        odds.citation.toHtmlEscaped());
    mModifiers->setText(
        QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">%1</table>").arg(rows));

    QStringList facts;
    for (auto it = odds.facts.begin(); it != odds.facts.end(); ++it)
        facts.append(
            QStringLiteral("%1: <b>%2</b>")
                .arg(InputForm::displayWord(it.key()), factText(it.value()).toHtmlEscaped()));
    mWorkedOut->setText(tr("Worked out: ") + facts.join(QStringLiteral(" · ")));
    mNotes->setText(odds.notes.join(QLatin1Char('\n')));
    mNotes->setVisible(!odds.notes.isEmpty());
}

void ResolverDialog::showResult()
{
    const auto &result = mAdjudication.result();
    if (!result) {
        const bool blocked = !mAdjudication.inputProblem().isEmpty();
        mResult->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                             .arg(themecolours::muted().name(),
                                  blocked ? tr("The result shows once the facts are complete.")
                                          : tr("Type the dice as they fell, or Roll for Me.")));
        mChanges->clear();
        return;
    }
    mResult->setText(QStringLiteral("<span style=\"font-size:13pt; font-weight:600\">%1</span>")
                         .arg(result->summary.toHtmlEscaped()));
    QStringList changes;
    const core::Battle *battle = mDocument ? &mDocument->battle() : nullptr;
    auto unitName = [battle](const QString &id) {
        const int index = battle ? battle->unitIndex(id) : -1;
        return index >= 0 && !battle->units[index].name.isEmpty() ? battle->units[index].name : id;
    };
    for (const core::Change &change : result->changes) {
        const QString id = change.payload.value(QStringLiteral("id")).toString();
        if (change.type == QStringLiteral("unit.stateChanged"))
            changes.append(tr("%1 becomes %2")
                               .arg(unitName(id), change.payload.value(QStringLiteral("state"))
                                                      .toObject()
                                                      .value(QStringLiteral("cohesion"))
                                                      .toString()));
        else if (change.type == QStringLiteral("unit.basesLost"))
            changes.append(tr("%1 loses %n base(s)", nullptr,
                              change.payload.value(QStringLiteral("count")).toInt())
                               .arg(unitName(id)));
        else if (change.type == QStringLiteral("commander.removed"))
            changes.append(tr("commander %1 is removed").arg(id));
        else
            changes.append(QStringLiteral("%1 %2").arg(
                change.type,
                QString::fromUtf8(QJsonDocument(change.payload).toJson(QJsonDocument::Compact))));
    }
    QString text = changes.isEmpty() ? tr("Nothing changes in the battle.")
                                     : tr("Changes: %1.").arg(changes.join(QStringLiteral("; ")));
    text += QLatin1Char('\n');
    text += mDocument ? tr("Apply records it in the log as one step.")
                      : tr("Quick adjudicate: nothing is recorded.");
    mChanges->setText(text);
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
        accept();
    } catch (const core::Error &error) {
        mProblem->setText(error.message());
    }
}

} // namespace adjutant::app
