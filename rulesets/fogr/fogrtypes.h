// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/common/fogrqualityrerolls.h"

#include <QString>
#include <QStringList>

namespace adjutant::core {
class JsonReader;
}

namespace adjutant::rulesets::fogr {

// FoGR, Battle Group Cohesion Levels: the ladder, best first.
enum class Cohesion
{
    Steady,
    Disrupted,
    Fragmented,
    Broken
};

// FoGR, Battle Group Disorder.
enum class Disorder
{
    None,
    Disordered,
    SeverelyDisordered
};

// The words battle files and inputs use: "Steady", "Disrupted", ... "Elite", "Superior", ...
QString cohesionName(Cohesion cohesion);
QStringList cohesionNames();
QString qualityName(FogrQuality quality);
QStringList qualityNames(); // best first
QString disorderName(Disorder disorder);
QStringList disorderNames();

// The level `levels` steps down the ladder (never below Broken) or up (never above Steady).
Cohesion dropped(Cohesion cohesion, int levels);

// The index in `words` of the word at `key`, or `fallback` when the field is absent; throws
// core::Error naming the field and the words it takes otherwise.
int readWordIndex(const core::JsonReader &json, QStringView key, const QStringList &words, int fallback);

// An optional field that is one of `words`, as the enum value of the same index.
template<typename Enum>
Enum readChoice(const core::JsonReader &json, QStringView key, const QStringList &words, Enum fallback)
{
    return Enum(readWordIndex(json, key, words, int(fallback)));
}

// Optional fields of procedure inputs, with the accepted words in the error message.
FogrQuality readQuality(const core::JsonReader &json, QStringView key);
Cohesion readCohesion(const core::JsonReader &json, QStringView key, Cohesion fallback = Cohesion::Steady);
Disorder readDisorder(const core::JsonReader &json, QStringView key);

} // namespace adjutant::rulesets::fogr
