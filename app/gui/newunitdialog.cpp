#include "app/gui/newunitdialog.h"

#include "app/gui/formation.h"
#include "app/gui/tableframe.h"
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/fogr/fogrtypes.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

#include <optional>

namespace adjutant::app {

namespace {
std::optional<rulesets::RuleBook> fogrBook()
{
    try {
        return rulesets::RuleBook::load(QStringLiteral("fogr"));
    } catch (const core::Error &) {
        return std::nullopt;
    }
}
} // namespace

NewUnitDialog::NewUnitDialog(const core::Battle &battle, QWidget *parent)
    : QDialog(parent), mBattle(battle), mSide(new QComboBox(this)), mName(new QLineEdit(this)),
      mType(new QComboBox(this)), mArmour(new QComboBox(this)), mQuality(new QComboBox(this)),
      mCapabilities(new QListWidget(this)), mScale(new QComboBox(this)), mFiles(new QSpinBox(this)),
      mRanks(new QSpinBox(this)), mWidth(new QDoubleSpinBox(this)),
      mDepth(new QDoubleSpinBox(this)), mNote(new QLabel(this))
{
    setWindowTitle(tr("New Battle Group"));
    mFogr = battle.ruleset == QLatin1String("fogr");
    for (const core::Side &side : battle.sides)
        mSide->addItem(side.name.isEmpty() ? side.id : side.name, side.id);
    mName->setPlaceholderText(tr("e.g. Tercio of Lombardy"));

    const std::optional<rulesets::RuleBook> book = mFogr ? fogrBook() : std::nullopt;
    if (book) {
        // FoGR, Troops, Troop Type: the catalogue's types, armour and capabilities.
        for (const QJsonValue &type :
             book->json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray()) {
            const QJsonObject entry = type.toObject();
            mTypes.insert(entry.value(QStringLiteral("name")).toString(), entry);
            mType->addItem(entry.value(QStringLiteral("name")).toString());
        }
        mArmour->addItems(book->strings(QStringLiteral("troopTypes"), QStringLiteral("armour")));
        for (const QString &capability :
             book->strings(QStringLiteral("troopTypes"), QStringLiteral("capabilities"))) {
            auto *item = new QListWidgetItem(capability, mCapabilities);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
        mQuality->addItems(rulesets::fogr::qualityNames());
        mQuality->setCurrentText(QStringLiteral("Average"));
        mType->setCurrentText(QStringLiteral("Heavy Foot"));
        mArmour->setCurrentText(QStringLiteral("Armoured"));
    } else {
        // No catalogue for this rule set yet: the type and quality are the players' words.
        mType->setEditable(true);
        mQuality->setEditable(true);
        mArmour->setEditable(true);
        mCapabilities->setEnabled(false);
    }
    mCapabilities->setMaximumHeight(110);
    mScale->addItem(tr("15 mm figures (and smaller)"), QStringLiteral("15mm"));
    mScale->addItem(tr("25/28 mm figures"), QStringLiteral("25mm"));
    mFiles->setRange(1, 20);
    mFiles->setValue(3);
    mRanks->setRange(1, 10);
    mRanks->setValue(2);
    for (QDoubleSpinBox *box : {mWidth, mDepth}) {
        // 0 is "not given": the OK button waits for a size the player measured.
        box->setRange(0, 500);
        box->setSpecialValueText(tr("enter"));
        box->setDecimals(1);
        box->setSuffix(tr(" mm"));
    }
    mNote->setWordWrap(true);

    auto *formation = new QHBoxLayout;
    formation->addWidget(mFiles);
    formation->addWidget(new QLabel(tr("files ×"), this));
    formation->addWidget(mRanks);
    formation->addWidget(new QLabel(tr("ranks"), this));
    formation->addStretch();
    auto *size = new QHBoxLayout;
    size->addWidget(mWidth);
    size->addWidget(new QLabel(tr("wide ×"), this));
    size->addWidget(mDepth);
    size->addWidget(new QLabel(tr("deep"), this));
    size->addStretch();

    auto *form = new QFormLayout;
    form->addRow(tr("&Side:"), mSide);
    form->addRow(tr("&Name:"), mName);
    form->addRow(tr("&Troop type:"), mType);
    form->addRow(tr("&Armour:"), mArmour);
    form->addRow(tr("&Quality:"), mQuality);
    form->addRow(tr("&Capabilities:"), mCapabilities);
    form->addRow(tr("Figure s&cale:"), mScale);
    form->addRow(tr("&Formation:"), formation);
    form->addRow(tr("&Bases:"), size);
    form->addRow(QString(), mNote);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    for (QDoubleSpinBox *box : {mWidth, mDepth})
        connect(box, &QDoubleSpinBox::valueChanged, this,
                [this] { mOk->setEnabled(mWidth->value() > 0 && mDepth->value() > 0); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(mType, &QComboBox::currentTextChanged, this, &NewUnitDialog::typeChanged);
    connect(mScale, &QComboBox::currentIndexChanged, this, &NewUnitDialog::typeChanged);
    typeChanged();
}

void NewUnitDialog::typeChanged()
{
    const QJsonObject entry = mTypes.value(mType->currentText()).toObject();
    // FoGR, Troop Type: "All troop types have an armour qualifier except battle wagons,
    // elephants and artillery of all types."
    mArmour->setEnabled(!mFogr || entry.value(QStringLiteral("armour")).toBool(true));
    const std::optional<rulesets::RuleBook> book = mFogr ? fogrBook() : std::nullopt;
    if (!book)
        return;
    const QString scale = mScale->currentData().toString();
    // FoGR, Appendix 1, Base Sizes: the width is the same for every base of a scale, the depth
    // goes by troop type; where the transcription lacks a depth the player measures his own.
    try {
        mWidth->setValue(
            book->number(QStringLiteral("baseSizes"), QStringLiteral("width") + scale));
        mDepth->setValue(
            book->number(QStringLiteral("baseSizes"),
                         QStringLiteral("depth%1.%2").arg(scale, mType->currentText())));
        mNote->setText(tr("Base sizes from FoGR, Appendix 1, Base Sizes."));
    } catch (const rulesets::MissingRuleValue &missing) {
        mDepth->setValue(0);
        mNote->setText(missing.message());
    } catch (const core::Error &error) {
        mNote->setText(error.message());
    }
}

QString NewUnitDialog::newId(const QString &name) const
{
    QString base;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber())
            base += c;
    }
    if (base.isEmpty())
        base = QStringLiteral("bg");
    QString id = base;
    for (int n = 2; mBattle.unitIndex(id) >= 0; ++n)
        id = base + QString::number(n);
    return id;
}

QJsonObject NewUnitDialog::unit(const TableFrame &frame, geometry::Point frontCentre) const
{
    const QString sideId = mSide->currentData().toString();
    const int sideIndex = mBattle.sideIndex(sideId);
    const double facing = sideIndex == 0 ? 0.0 : 180.0;
    const int files = mFiles->value();
    const int ranks = mRanks->value();
    const auto rects =
        formation(files, ranks, mWidth->value(), mDepth->value(), frontCentre, facing);
    QJsonArray bases;
    for (int i = 0; i < int(rects.size()); ++i) {
        bases.append(QJsonObject{
            {QStringLiteral("id"), QStringLiteral("f%1r%2").arg(i / ranks + 1).arg(i % ranks + 1)},
            {QStringLiteral("x"), frame.payloadUnits(rects[std::size_t(i)].centre.x)},
            {QStringLiteral("y"), frame.payloadUnits(rects[std::size_t(i)].centre.y)},
            {QStringLiteral("facing"), facing},
            {QStringLiteral("width"), frame.payloadUnits(mWidth->value())},
            {QStringLiteral("depth"), frame.payloadUnits(mDepth->value())}});
    }
    QJsonArray capabilities;
    for (int i = 0; i < mCapabilities->count(); ++i) {
        if (mCapabilities->item(i)->checkState() == Qt::Checked)
            capabilities.append(mCapabilities->item(i)->text());
    }
    const QString name =
        mName->text().trimmed().isEmpty() ? mType->currentText() : mName->text().trimmed();
    QJsonObject unit{
        {QStringLiteral("id"), newId(name)},
        {QStringLiteral("side"), sideId},
        {QStringLiteral("name"), name},
        {QStringLiteral("troopType"), mType->currentText()},
        {QStringLiteral("quality"), mQuality->currentText()},
        {QStringLiteral("capabilities"), capabilities},
        {QStringLiteral("strength"), QJsonObject{{QStringLiteral("original"), files * ranks}}},
        {QStringLiteral("bases"), bases}};
    if (mArmour->isEnabled())
        unit.insert(QStringLiteral("armour"), mArmour->currentText());
    if (mFogr)
        unit.insert(QStringLiteral("state"),
                    QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Steady")}});
    return unit;
}

} // namespace adjutant::app
