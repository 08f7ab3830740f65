// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/dialogs/newbattledialog.h"

#include "app/gui/dialogs/preferences.h"
#include "app/gui/style/themecolours.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/scenarioreader.h"
#include "core/textlimits.h"
#include "geometry/tolerance.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"
#include "rulesets/setup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace adjutant::app {

namespace {

QString unitLabel(core::MeasureUnit::Kind kind)
{
    switch (kind) {
    case core::MeasureUnit::Kind::MovementUnit:
        return NewBattleDialog::tr("MU (movement units)");
    case core::MeasureUnit::Kind::Inch:
        return NewBattleDialog::tr("Inches");
    case core::MeasureUnit::Kind::Hex:
        return NewBattleDialog::tr("Hex map");
    }
    return {};
}

QString unitSymbol(core::MeasureUnit::Kind kind)
{
    switch (kind) {
    case core::MeasureUnit::Kind::MovementUnit:
        return NewBattleDialog::tr("MU");
    case core::MeasureUnit::Kind::Inch:
        return NewBattleDialog::tr("in");
    case core::MeasureUnit::Kind::Hex:
        return NewBattleDialog::tr("hexes");
    }
    return {};
}

} // namespace

QList<QPair<QString, double>> NewBattleDialog::muSizes()
{
    // Every MU size a registered rule set allows, in the registry's order.
    QList<QPair<QString, double>> sizes;
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        for (const rulesets::MovementUnitSize &mu : ruleset->setup().movementUnits) {
            if (std::none_of(sizes.begin(), sizes.end(),
                             [&mu](const auto &size) { return size.second == mu.millimetres; }))
                sizes.append({mu.label, mu.millimetres});
        }
    }
    return sizes;
}

QDoubleSpinBox *NewBattleDialog::toleranceBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(QStringLiteral("contactTolerance"));
    box->setRange(geometry::minContactTolerance, geometry::maxContactTolerance);
    box->setDecimals(2);
    box->setSingleStep(0.1);
    box->setSuffix(tr(" mm"));
    box->setValue(Preferences::contactToleranceMillimetres());
    box->setToolTip(
        tr("Bases no further apart are in contact; one deeper into another is an overlap"));
    return box;
}

NewBattleDialog::NewBattleDialog(QWidget *parent)
    : QDialog(parent), mRuleset(new QComboBox(this)), mName(new QLineEdit(this)),
      mUnit(new QComboBox(this)), mMuSize(new QComboBox(this)), mWidth(new QDoubleSpinBox(this)),
      mDepth(new QDoubleSpinBox(this)), mTolerance(toleranceBox(this)),
      mTableNote(new QLabel(this)), mSideA(new QLineEdit(tr("Side A"), this)),
      mSideB(new QLineEdit(tr("Side B"), this)), mError(new QLabel(this))
{
    setWindowTitle(tr("New Battle"));
    const std::pair<QWidget *, const char *> names[] = {
        {mRuleset, "ruleset"}, {mName, "name"},   {mUnit, "unit"},           {mMuSize, "muSize"},
        {mWidth, "width"},     {mDepth, "depth"}, {mTableNote, "tableNote"}, {mSideA, "sideA"},
        {mSideB, "sideB"},     {mError, "error"}};
    for (const auto &[widget, name] : names)
        widget->setObjectName(QLatin1String(name));
    // A name a player types is never longer than a battle takes in (docs/formats.md, Limits).
    for (QLineEdit *edit : {mName, mSideA, mSideB})
        edit->setMaxLength(int(core::TextLimits::maxName));
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets())
        mRuleset->addItem(ruleset->name(), ruleset->id());
    mName->setPlaceholderText(tr("e.g. Nieuport, 2 July 1600"));
    for (QDoubleSpinBox *box : {mWidth, mDepth}) {
        box->setDecimals(1);
        box->setRange(0, 100000);
    }
    mTolerance->setToolTip(mTolerance->toolTip() +
                           tr(" (free-form tables; Table > Contact Tolerance… changes it later)"));
    mTableNote->setWordWrap(true);
    mError->setWordWrap(true);
    mError->setStyleSheet(themecolours::css(themecolours::problem()));
    mError->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&Rule set:"), mRuleset);
    form->addRow(tr("&Name:"), mName);
    form->addRow(tr("&Measure in:"), mUnit);
    form->addRow(tr("MU &size:"), mMuSize);
    form->addRow(tr("Table &width:"), mWidth);
    form->addRow(tr("Table &depth:"), mDepth);
    form->addRow(QString(), mTableNote);
    form->addRow(tr("Contact &tolerance:"), mTolerance);
    form->addRow(tr("Side &A:"), mSideA);
    form->addRow(tr("Side &B:"), mSideB);
    // The rules the book marks optional, each a switch the players agree on (OD: elbow room ...).
    mOptional = new QGroupBox(tr("Optional rules"), this);
    mOptional->setLayout(new QVBoxLayout);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(mOptional);
    layout->addWidget(mError);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewBattleDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewBattleDialog::reject);
    connect(mRuleset, &QComboBox::currentIndexChanged, this, &NewBattleDialog::rulesetChanged);
    connect(mUnit, &QComboBox::currentIndexChanged, this, &NewBattleDialog::unitChanged);
    rulesetChanged();
}

void NewBattleDialog::rulesetChanged()
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(mRuleset->currentData().toString());
    if (!ruleset)
        return;
    const rulesets::Setup setup = ruleset->setup();
    // The rule set's units of measure, its usual one first.
    {
        const QSignalBlocker blocker(mUnit);
        mUnit->clear();
        for (const core::MeasureUnit::Kind kind : setup.units)
            mUnit->addItem(unitLabel(kind), core::MeasureUnit::keyOf(kind));
        mUnit->setCurrentIndex(0);
    }
    mMuSize->clear();
    for (const rulesets::MovementUnitSize &mu : setup.movementUnits)
        mMuSize->addItem(mu.label, mu.millimetres);
    mMuSize->setToolTip(setup.movementUnitCitation);
    // The user's usual MU (Edit > Preferences) first, where the rule set allows it.
    mMuSize->setCurrentIndex(std::max(0, mMuSize->findData(Preferences::muMillimetres())));
    mWidth->setValue(setup.tableWidth);
    mDepth->setValue(setup.tableDepth);
    if (setup.tableWidth > 0 && setup.tableDepth > 0 && !setup.units.isEmpty()) {
        mTableNote->setText(tr("The book's table: %1 × %2 %3 (%4).")
                                .arg(setup.tableWidth)
                                .arg(setup.tableDepth)
                                .arg(unitSymbol(setup.units.first()), setup.tableCitation));
        mTableNote->setToolTip(setup.tableNote);
    } else {
        mTableNote->setText(tr("%1 Enter your own.").arg(setup.tableNote));
        mTableNote->setToolTip(QString());
    }
    qDeleteAll(mOptionalRules);
    mOptionalRules.clear();
    for (const rulesets::OptionalRule &rule : setup.optionalRules) {
        auto *box = new QCheckBox(rule.name, mOptional);
        box->setObjectName(rule.id);
        box->setToolTip(rule.citation);
        mOptional->layout()->addWidget(box);
        mOptionalRules << box;
    }
    mOptional->setVisible(!mOptionalRules.isEmpty());
    unitChanged();
    // Its height for the new note and switches, the note's lines all shown.
    layout()->activate();
    adjustSize();
}

void NewBattleDialog::unitChanged()
{
    const auto kind = core::MeasureUnit::kindFromKey(mUnit->currentData().toString());
    const bool hex = kind == core::MeasureUnit::Kind::Hex;
    mMuSize->setEnabled(kind == core::MeasureUnit::Kind::MovementUnit && mMuSize->count() > 0);
    mTolerance->setEnabled(!hex); // a hex map has no contact tolerance
    for (QDoubleSpinBox *box : {mWidth, mDepth}) {
        box->setDecimals(hex ? 0 : 1);
        box->setSuffix(kind ? QLatin1Char(' ') + unitSymbol(*kind) : QString());
    }
}

void NewBattleDialog::accept()
{
    const QString unit = mUnit->currentData().toString();
    QJsonObject table{{QStringLiteral("unit"), unit}};
    if (unit == core::MeasureUnit::keyOf(core::MeasureUnit::Kind::Hex)) {
        table[QStringLiteral("columns")] = mWidth->value();
        table[QStringLiteral("rows")] = mDepth->value();
    } else {
        table[QStringLiteral("width")] = mWidth->value();
        table[QStringLiteral("depth")] = mDepth->value();
        if (unit == core::MeasureUnit::keyOf(core::MeasureUnit::Kind::MovementUnit))
            table[QStringLiteral("muMillimetres")] = mMuSize->currentData().toDouble();
        table[QStringLiteral("contactToleranceMillimetres")] = mTolerance->value();
    }
    try {
        if (mSideA->text().trimmed().isEmpty() || mSideB->text().trimmed().isEmpty())
            throw core::Error(tr("Each side needs a name."));
        core::Battle battle;
        battle.ruleset = mRuleset->currentData().toString();
        battle.name = mName->text().trimmed();
        battle.table = core::ScenarioReader::readTable(core::JsonReader(table, tr("Table")));
        battle.sides = {core::Side{QStringLiteral("A"), mSideA->text().trimmed(), {}},
                        core::Side{QStringLiteral("B"), mSideB->text().trimmed(), {}}};
        for (const QCheckBox *box : std::as_const(mOptionalRules)) {
            if (box->isChecked())
                battle.optionalRules << box->objectName();
        }
        rulesets::checkBattle(battle);
        mBattle = battle;
    } catch (const core::Error &error) {
        mError->setText(error.message());
        mError->show();
        return;
    }
    QDialog::accept();
}

} // namespace adjutant::app
