import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: "One of a member's spiritual achievements (001 spiritual_achievements), counted from real activity.",
})
export class SpiritualAchievement {
  @Field(() => Int, { description: 'The member.' })
  userId!: number;

  @Field(() => String, {
    description:
      'distance_walker, sacred_photographer, daily_pilgrim, community_guide, altar_creator, moonlight_pilgrim, forest_guardian or spiritual_warrior.',
  })
  achievementType!: string;

  @Field(() => String, {
    description: 'What progress counts: km, photos, days, people, altars, journeys, forests, challenges.',
  })
  unit!: string;

  @Field(() => Int, { description: 'The current level (1-based); its goal is maxProgress.' })
  level!: number;

  @Field(() => Int, { description: 'How many levels the kind has.' })
  levels!: number;

  @Field(() => Int, { description: 'The count so far, in the unit.' })
  progress!: number;

  @Field(() => Int, { description: "The current level's goal." })
  maxProgress!: number;

  @Field(() => Int, { description: 'progress / maxProgress in whole percent, at most 100.' })
  percent!: number;

  @Field(() => String, { description: 'Starting, Beginner, Developing, Experienced, Advanced or Mastered.' })
  tier!: string;

  @Field(() => String, { nullable: true, description: "'+50 XP' once Mastered." })
  xp!: string | null;

  @Field(() => Int, { description: 'The next step of 10 percent of maxProgress.' })
  nextMilestone!: number;

  @Field(() => Int, { description: 'Levels whose goal is reached.' })
  completedLevels!: number;

  @Field(() => Date, { nullable: true, description: 'When the latest level was reached (null before the first).' })
  unlockedAt!: Date | null;
}
