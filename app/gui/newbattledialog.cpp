#include "app/gui/newbattledialog.h"

#include "app/gui/battlesummary.h"
#include "app/gui/preferences.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/scenarioreader.h"
#include "geometry/tolerance.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace adjutant::app {

QList<QPair<QString, double>> NewBattleDialog::muSizes()
{
    // FoGR, The Basics: "One movement unit, or MU for short, is usually either 25mm or 1 inch"; on
    // big tables 40 mm or 1.5 inch.
    return {{tr("25 mm"), 25.0}, {tr("1 inch (25.4 mm)"), 25.4}, {tr("40 mm"), 40.0}, {tr("1.5 inch (38.1 mm)"), 38.1}};
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
    const std::pair<QWidget *, const char *> names[] = {{mRuleset, "ruleset"},
                                                        {mName, "name"},
                                                        {mUnit, "unit"},
                                                        {mMuSize, "muSize"},
                                                        {mWidth, "width"},
                                                        {mDepth, "depth"},
                                                        {mSideA, "sideA"},
                                                        {mSideB, "sideB"},
                                                        {mError, "error"}};
    for (const auto &[widget, name] : names)
        widget->setObjectName(QLatin1String(name));
    for (const QString &id : core::ScenarioReader::knownRulesets())
        mRuleset->addItem(BattleSummary::rulesetName(id), id);
    mName->setPlaceholderText(tr("e.g. Nieuport, 2 July 1600"));
    mUnit->addItem(tr("MU (movement units)"), QStringLiteral("MU"));
    mUnit->addItem(tr("Inches"), QStringLiteral("inch"));
    mUnit->addItem(tr("Hex map"), QStringLiteral("hex"));
    for (const auto &[label, mm] : muSizes())
        mMuSize->addItem(label, mm);
    for (QDoubleSpinBox *box : {mWidth, mDepth}) {
        box->setDecimals(1);
        box->setRange(0, 100000);
    }
    mTolerance->setToolTip(mTolerance->toolTip() +
                           tr(" (free-form tables; Table > Contact Tolerance… changes it later)"));
    mTableNote->setWordWrap(true);
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("color: #b00020"));
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
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
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
    const QString ruleset = mRuleset->currentData().toString();
    if (ruleset == QLatin1String("fogr")) {
        mUnit->setCurrentIndex(0);
        // The user's usual MU (Edit > Preferences) first.
        mMuSize->setCurrentIndex(std::max(0, mMuSize->findData(Preferences::muMillimetres())));
        // FoGR, The Basics: "designed to be played on an area of 180cm x 120cm (or 72" x 48")".
        mWidth->setValue(72);
        mDepth->setValue(48);
        mTableNote->setText(tr("The book's table: 180 × 120 cm, i.e. 72 × 48 MU of 25 mm."));
    } else {
        mUnit->setCurrentIndex(ruleset == QLatin1String("nieuport1600") ? 2 : 1);
        mWidth->setValue(0);
        mDepth->setValue(0);
        mTableNote->setText(tr("The %1 rules give no table size: enter your own.")
                                .arg(BattleSummary::rulesetName(ruleset)));
    }
    unitChanged();
}

void NewBattleDialog::unitChanged()
{
    const bool hex = mUnit->currentData().toString() == QLatin1String("hex");
    mMuSize->setEnabled(mUnit->currentData().toString() == QLatin1String("MU"));
    mTolerance->setEnabled(!hex); // a hex map has no contact tolerance
    for (QDoubleSpinBox *box : {mWidth, mDepth}) {
        box->setDecimals(hex ? 0 : 1);
        box->setSuffix(hex ? tr(" hexes") : mUnit->currentIndex() == 0 ? tr(" MU") : tr(" in"));
    }
}

void NewBattleDialog::accept()
{
    const QString unit = mUnit->currentData().toString();
    QJsonObject table{{QStringLiteral("unit"), unit}};
    if (unit == QLatin1String("hex")) {
        table[QStringLiteral("columns")] = mWidth->value();
        table[QStringLiteral("rows")] = mDepth->value();
    } else {
        table[QStringLiteral("width")] = mWidth->value();
        table[QStringLiteral("depth")] = mDepth->value();
        if (unit == QLatin1String("MU"))
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
        mBattle = battle;
    } catch (const core::Error &error) {
        mError->setText(error.message());
        mError->show();
        return;
    }
    QDialog::accept();
}

} // namespace adjutant::app
