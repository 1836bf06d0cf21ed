/** Words that carry no meaning of their own for the interpreter; excluded from the confidence measure. */
export const STOPWORDS = new Set(
  'a an the and or with without for of to in on at by from as is are be it its this that these those there their them they i we you our your my me us can could should would will must shall may might please need needs want wants like make create build give show shows showing has have having each every all any some one two three four five six seven eight nine ten also plus into over under above below after before when where while which who whom what how only just then than so but not no yes very really component components ui element elements thing something simple basic nice modern clean small large big little new'.split(
    ' ',
  ),
);
