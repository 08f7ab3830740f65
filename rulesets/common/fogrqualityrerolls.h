// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/common/rerollpolicy.h"

namespace adjutant::rulesets {

// FoGR's four battle group qualities, as far as dice are concerned. The FoGR module decides which
// rolls "quality re-rolls apply" to; this only says what the re-rolls are.
enum class FogrQuality
{
    Poor,
    Average,
    Superior,
    Elite
};

// FoGR, Battle Group Quality - Quality Re-Rolls: elite can re-roll 1s and 2s, superior 1s, poor
// must re-roll 6s, a die is only re-rolled once. With `commanderInFrontRank` (only for the close
// combat 'to hit' dice of a battle group with a commander fighting in its front rank, same
// section) one level higher: elite 1s, 2s and 3s; superior 1s and 2s; average 1s; poor need not
// re-roll their 6s.
RerollPolicy fogrQualityRerolls(FogrQuality quality, bool commanderInFrontRank = false);

} // namespace adjutant::rulesets
