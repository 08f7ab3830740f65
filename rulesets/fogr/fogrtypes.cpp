// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/fogrtypes.h"

#include "core/jsonreader.h"

#include <algorithm>

namespace adjutant::rulesets::fogr {

namespace {

template<typename Enum>
Enum readWord(const core::JsonReader &json, QStringView key, const QStringList &words, bool required, Enum fallback)
{
    if (!json.has(key) && required)
        json.fail(key, QStringLiteral("required: one of %1").arg(words.join(QStringLiteral(", "))));
    return readChoice(json, key, words, fallback);
}

} // namespace

int readWordIndex(const core::JsonReader &json, QStringView key, const QStringList &words, int fallback)
{
    if (!json.has(key))
        return fallback;
    const QString word = json.string(key);
    const auto index = words.indexOf(word);
    if (index < 0)
        json.fail(key, QStringLiteral("\"%1\" is not one of %2").arg(word, words.join(QStringLiteral(", "))));
    return int(index);
}

QStringList cohesionNames()
{
    return {QStringLiteral("Steady"), QStringLiteral("Disrupted"), QStringLiteral("Fragmented"), QStringLiteral("Broken")};
}

QString cohesionName(Cohesion cohesion) { return cohesionNames().at(int(cohesion)); }

QStringList qualityNames()
{
    return {QStringLiteral("Elite"), QStringLiteral("Superior"), QStringLiteral("Average"), QStringLiteral("Poor")};
}

QString qualityName(FogrQuality quality)
{
    switch (quality) {
    case FogrQuality::Elite:
        return QStringLiteral("Elite");
    case FogrQuality::Superior:
        return QStringLiteral("Superior");
    case FogrQuality::Average:
        return QStringLiteral("Average");
    case FogrQuality::Poor:
        return QStringLiteral("Poor");
    }
    return {};
}

QStringList disorderNames()
{
    return {QStringLiteral("None"), QStringLiteral("Disordered"), QStringLiteral("Severely Disordered")};
}

QString disorderName(Disorder disorder) { return disorderNames().at(int(disorder)); }

Cohesion dropped(Cohesion cohesion, int levels)
{
    return Cohesion(std::clamp(int(cohesion) + levels, int(Cohesion::Steady), int(Cohesion::Broken)));
}

FogrQuality readQuality(const core::JsonReader &json, QStringView key)
{
    static const FogrQuality order[] = {FogrQuality::Elite, FogrQuality::Superior, FogrQuality::Average, FogrQuality::Poor};
    return order[readWord<int>(json, key, qualityNames(), true, 0)];
}

Cohesion readCohesion(const core::JsonReader &json, QStringView key, Cohesion fallback)
{
    return readWord(json, key, cohesionNames(), false, fallback);
}

Disorder readDisorder(const core::JsonReader &json, QStringView key)
{
    return readWord(json, key, disorderNames(), false, Disorder::None);
}

} // namespace adjutant::rulesets::fogr
